import type { PurchaseOrder, PurchaseOrderAction, ReceivePurchaseOrderRequest } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import {
  type RecordActionInput,
  type RecordActions,
  useRecordAction,
} from '../../../lib/use-record-action.ts';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

/** The status steps take no body; a receipt takes the units that arrived. */
export type PurchaseOrderActionBodies = Record<Exclude<PurchaseOrderAction, 'receive'>, undefined> & {
  receive: ReceivePurchaseOrderRequest;
};

export type PurchaseOrderActionInput = RecordActionInput<PurchaseOrderActionBodies>;

const PURCHASE_ORDER_ACTIONS: RecordActions<PurchaseOrder, PurchaseOrderActionBodies> = {
  path: purchaseOrderPaths.action,
  // A receipt adds stock: warehouses, SKUs, products and the Stock screen show it.
  settle: (queryClient, _order, { organisationUlid, action }) =>
    invalidateResources(
      queryClient,
      organisationUlid,
      action === 'receive'
        ? ['purchase-orders', 'warehouses', 'skus', 'products', 'stock']
        : ['purchase-orders'],
    ),
};

/** A step of the status machine, or a receipt. */
export function usePurchaseOrderAction(config: MutationConfig<PurchaseOrderActionInput, PurchaseOrder> = {}) {
  return useRecordAction(PURCHASE_ORDER_ACTIONS, config);
}
