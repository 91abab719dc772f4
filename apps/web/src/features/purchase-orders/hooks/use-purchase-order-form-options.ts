import type { PurchaseOrderSuggestion, Supplier } from '@backoffice/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { supplierOptionsQueryOptions } from '../../../lib/api/get-supplier-options.ts';
import {
  type WarehouseOption,
  warehouseOptionsQueryOptions,
} from '../../../lib/api/get-warehouse-options.ts';
import { purchaseOrderSuggestionQueryOptions } from '../api/get-purchase-order-suggestion.ts';

export interface PurchaseOrderFormOptions {
  suppliers: readonly Supplier[];
  warehouses: readonly WarehouseOption[];
  /** What to order from a supplier into a warehouse now, asked when "Suggested order" is pressed. */
  suggest: (ids: { supplierId: number; warehouseId: number }) => Promise<PurchaseOrderSuggestion>;
}

/**
 * What the purchase order form offers; undefined while a list loads, since a select shows its
 * saved value only if the option exists when the value is set. A list that failed offers nothing.
 */
export function usePurchaseOrderFormOptions(organisationUlid: string): PurchaseOrderFormOptions | undefined {
  const queryClient = useQueryClient();
  const suppliers = useQuery(supplierOptionsQueryOptions(organisationUlid));
  const warehouses = useQuery(warehouseOptionsQueryOptions(organisationUlid));
  const suggest = useCallback<PurchaseOrderFormOptions['suggest']>(
    (ids) => queryClient.fetchQuery(purchaseOrderSuggestionQueryOptions(organisationUlid, ids)),
    [queryClient, organisationUlid],
  );
  if (suppliers.isPending || warehouses.isPending) return undefined;
  return { suppliers: suppliers.data?.data ?? [], warehouses: warehouses.data ?? [], suggest };
}
