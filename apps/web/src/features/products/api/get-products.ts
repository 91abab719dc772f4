import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The product screens are not built yet; the list's fields are not fixed by the spec. */
export type ProductSummary = { id: number; name: string } & Record<string, unknown>;

export async function getProducts(organisation: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  const response = await apiClient.get<{ data: ProductSummary[] }>(
    `/api/organisations/${encodeURIComponent(organisation)}/products`,
    { signal },
  );
  return response.data;
}

/**
 * Spec section 7: fetched once and cached until the organisation changes. The organisation is in
 * the key, and switching organisation invalidates it (see use-switch-organisation).
 */
export function productsQueryOptions(organisation: string) {
  return queryOptions({
    queryKey: queryKeys.products(organisation),
    queryFn: ({ signal }) => getProducts(organisation, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
