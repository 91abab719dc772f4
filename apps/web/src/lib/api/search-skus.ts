import type { Paginated, Sku } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const OPTION_COUNT = 10;

/** GET /skus?search=: the first SKUs matching what was typed, for picking one in a form. */
export function searchSkus(
  organisation: string,
  search: string,
  signal?: AbortSignal,
): Promise<Paginated<Sku>> {
  return apiClient.get<Paginated<Sku>>(`/api/organisations/${encodeURIComponent(organisation)}/skus`, {
    query: { search: search || undefined, per_page: OPTION_COUNT, sort: 'sku_id' },
    signal,
  });
}

export function skuSearchQueryOptions(organisation: string, search: string) {
  return queryOptions({
    // Under the SKU keys, so any SKU change refreshes the choices too.
    queryKey: [...queryKeys.skus(organisation), 'search', search] as const,
    queryFn: ({ signal }) => searchSkus(organisation, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
