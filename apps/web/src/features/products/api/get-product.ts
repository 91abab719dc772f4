import type { Product } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { productsPath } from './get-products.ts';

export function productPath(organisation: string, id: number): string {
  return `${productsPath(organisation)}/${id}`;
}

/** Everything about one product sits under this key, so invalidating it refreshes the detail screen. */
export function productKey(organisation: string, id: number) {
  return [...queryKeys.products(organisation), id] as const;
}

/** One product with its SKUs and suppliers. */
export async function getProduct(organisation: string, id: number, signal?: AbortSignal): Promise<Product> {
  const response = await apiClient.get<{ data: Product }>(productPath(organisation, id), { signal });
  return response.data;
}

export function productQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: productKey(organisation, id),
    queryFn: ({ signal }) => getProduct(organisation, id, signal),
  });
}
