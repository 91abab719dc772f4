import type { Paginated, Product } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export function getProducts(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Product>> {
  return apiClient.get<Paginated<Product>>(productPaths.list(organisationUlid), { query: params, signal });
}

/**
 * A page of the product list. Spec section 7: product lists are cached until the organisation
 * changes (its key sits under the organisation, which switching invalidates) or a product changes
 * (every product mutation invalidates the product keys).
 */
export function productListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: productKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getProducts(organisationUlid, params, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
