import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKey, productPath } from './get-product.ts';

export function minStockPath(organisation: string, id: number): string {
  return `${productPath(organisation, id)}/min-stock`;
}

export function minStockKey(organisation: string, id: number) {
  return [...productKey(organisation, id), 'min-stock'] as const;
}

export async function getMinStock(
  organisation: string,
  id: number,
  signal?: AbortSignal,
): Promise<number | null> {
  const response = await apiClient.get<{ data: { min_stock: number | null } }>(
    minStockPath(organisation, id),
    {
      signal,
    },
  );
  return response.data.min_stock;
}

export function minStockQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: minStockKey(organisation, id),
    queryFn: ({ signal }) => getMinStock(organisation, id, signal),
  });
}
