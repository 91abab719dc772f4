import type { StoreOrderDetail } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { storeOrderKeys } from '../store-orders-keys.ts';
import { storeOrderPaths } from '../store-orders-paths.ts';

/** One order with its problems, margin and timeline. */
export async function getStoreOrder(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<StoreOrderDetail> {
  const response = await apiClient.get<{ data: StoreOrderDetail }>(
    storeOrderPaths.detail(organisationUlid, id),
    {
      signal,
    },
  );
  return response.data;
}

export function storeOrderQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: storeOrderKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getStoreOrder(organisationUlid, id, signal),
    // The panel shows its error beside the order; a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
