import type { Paginated, Product } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function productsPath(organisation: string): string {
  return `/api/organisations/${encodeURIComponent(organisation)}/products`;
}

export function getProducts(
  organisation: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Product>> {
  return apiClient.get<Paginated<Product>>(productsPath(organisation), { query: params, signal });
}

/**
 * A page of the product list. Spec section 7: product lists are cached until the organisation
 * changes (its key sits under the organisation, which switching invalidates) or a product changes
 * (every product mutation invalidates queryKeys.products).
 */
export function productListQueryOptions(organisation: string, params: QueryParams) {
  return queryOptions({
    queryKey: [...queryKeys.products(organisation), 'list', params] as const,
    queryFn: ({ signal }) => getProducts(organisation, params, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
