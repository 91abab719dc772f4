import type { PurchaseOrder, PurchaseOrderAction, ReceivePurchaseOrderRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

export type PurchaseOrderActionInput =
  | { organisationUlid: string; id: number; action: Exclude<PurchaseOrderAction, 'receive'> }
  | { organisationUlid: string; id: number; action: 'receive'; receipt: ReceivePurchaseOrderRequest };

/** POST …/purchase-orders/{id}/{action}: a step of the status machine, or a receipt. */
export async function runPurchaseOrderAction(input: PurchaseOrderActionInput): Promise<PurchaseOrder> {
  const response = await apiClient.post<{ data: PurchaseOrder }>(
    purchaseOrderPaths.action(input.organisationUlid, input.id, input.action),
    input.action === 'receive' ? input.receipt : undefined,
  );
  return response.data;
}

export function usePurchaseOrderAction(config: MutationConfig<PurchaseOrderActionInput, PurchaseOrder> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: runPurchaseOrderAction,
    onSuccess: async (...args) => {
      // A receipt adds stock: warehouses, SKUs, products and the Stock screen show it.
      await invalidateResources(
        queryClient,
        args[1].organisationUlid,
        args[1].action === 'receive'
          ? ['purchase-orders', 'warehouses', 'skus', 'products', 'stock']
          : ['purchase-orders'],
      );
      return config.onSuccess?.(...args);
    },
  });
}
