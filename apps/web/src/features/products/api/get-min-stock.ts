import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export async function getMinStock(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<number | null> {
  const response = await apiClient.get<{ data: { min_stock: number | null } }>(
    productPaths.minStock(organisationUlid, id),
    { signal },
  );
  return response.data.min_stock;
}

export function minStockQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: productKeys.minStock(organisationUlid, id),
    queryFn: ({ signal }) => getMinStock(organisationUlid, id, signal),
  });
}
