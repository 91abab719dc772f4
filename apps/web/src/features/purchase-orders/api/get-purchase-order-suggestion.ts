import type { PurchaseOrderSuggestion } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../purchase-orders-keys.ts';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

/** GET …/purchase-orders/suggestion: what to order from a supplier into a warehouse now. */
export function purchaseOrderSuggestionQueryOptions(
  organisationUlid: string,
  { supplierId, warehouseId }: { supplierId: number; warehouseId: number },
) {
  const query = { supplier_id: supplierId, warehouse_id: warehouseId };
  return queryOptions({
    queryKey: [...purchaseOrderKeys.all(organisationUlid), 'suggestion', query],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: PurchaseOrderSuggestion }>(
          purchaseOrderPaths.suggestion(organisationUlid),
          {
            query,
            signal,
          },
        )
      ).data,
    staleTime: 0,
  });
}
