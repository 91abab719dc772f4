import type { PurchaseOrder } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../purchase-orders-keys.ts';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

/** One purchase order with its lines. */
export async function getPurchaseOrder(organisationUlid: string, id: number, signal?: AbortSignal) {
  const response = await apiClient.get<{ data: PurchaseOrder }>(
    purchaseOrderPaths.detail(organisationUlid, id),
    {
      signal,
    },
  );
  return response.data;
}

export function purchaseOrderQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: purchaseOrderKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getPurchaseOrder(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
