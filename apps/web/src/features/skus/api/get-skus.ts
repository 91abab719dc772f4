import type { Paginated, Sku } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { skuKeys } from '../skus-keys.ts';
import { skuPaths } from '../skus-paths.ts';

export function getSkus(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Sku>> {
  return apiClient.get<Paginated<Sku>>(skuPaths.list(organisationUlid), { query: params, signal });
}

export function skuListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: skuKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getSkus(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
  });
}
