import type { Paginated, Product } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import { resourceKeys } from '../query-keys.ts';

const OPTION_COUNT = 10;

/**
 * GET /products?search=: the first products matching what was typed, for a picker. A page of the
 * product list, cached as one (until a product changes, as lists are).
 */
export function productSearchQueryOptions(organisationUlid: string, search: string) {
  const query = { search: search || undefined, per_page: OPTION_COUNT, sort: 'name' };
  return queryOptions({
    queryKey: resourceKeys('products').list(organisationUlid, query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<Product>>(organisationApiPath(organisationUlid, 'products'), {
        query,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
