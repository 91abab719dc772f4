import type { Product } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

/** One product with its SKUs and suppliers. */
export async function getProduct(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<Product> {
  const response = await apiClient.get<{ data: Product }>(productPaths.detail(organisationUlid, id), {
    signal,
  });
  return response.data;
}

export function productQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: productKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getProduct(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
