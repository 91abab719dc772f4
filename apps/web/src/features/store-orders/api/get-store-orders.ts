import type { Paginated, StoreOrder } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { storeOrderKeys } from '../store-orders-keys.ts';
import { storeOrderPaths } from '../store-orders-paths.ts';

/** A page of the organisation's store orders, each with its items. */
export function getStoreOrders(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<StoreOrder>> {
  return apiClient.get<Paginated<StoreOrder>>(storeOrderPaths.list(organisationUlid), {
    query: params,
    signal,
  });
}

export function storeOrderListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: storeOrderKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getStoreOrders(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
  });
}
