import type { Paginated, Sku } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import { resourceKeys } from '../query-keys.ts';

const OPTION_COUNT = 10;

/**
 * GET /skus?search=: the first SKUs matching what was typed, for picking one in a form. A page of
 * the SKU list, cached as one, so any SKU change refreshes the choices too.
 */
export function skuSearchQueryOptions(organisationUlid: string, search: string) {
  const query = { search: search || undefined, per_page: OPTION_COUNT, sort: 'sku_id' };
  return queryOptions({
    queryKey: resourceKeys('skus').list(organisationUlid, query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<Sku>>(organisationApiPath(organisationUlid, 'skus'), { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
