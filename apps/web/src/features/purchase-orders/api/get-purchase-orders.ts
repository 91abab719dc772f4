import type { Paginated, PurchaseOrder } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../purchase-orders-keys.ts';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

export function getPurchaseOrders(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<PurchaseOrder>> {
  return apiClient.get<Paginated<PurchaseOrder>>(purchaseOrderPaths.list(organisationUlid), {
    query: params,
    signal,
  });
}

export function purchaseOrderListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: purchaseOrderKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getPurchaseOrders(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
  });
}
