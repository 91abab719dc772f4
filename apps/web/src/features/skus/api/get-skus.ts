import type { Paginated, Sku } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function skusPath(organisation: string): string {
  return `/api/organisations/${encodeURIComponent(organisation)}/skus`;
}

export function getSkus(
  organisation: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Sku>> {
  return apiClient.get<Paginated<Sku>>(skusPath(organisation), { query: params, signal });
}

export function skuListQueryOptions(organisation: string, params: QueryParams) {
  return queryOptions({
    queryKey: [...queryKeys.skus(organisation), 'list', params] as const,
    queryFn: ({ signal }) => getSkus(organisation, params, signal),
    placeholderData: keepPreviousData,
  });
}
