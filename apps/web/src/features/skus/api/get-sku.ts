import type { Sku } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { skusPath } from './get-skus.ts';

export function skuPath(organisation: string, id: number): string {
  return `${skusPath(organisation)}/${id}`;
}

/** One SKU with its stock per warehouse (`warehouses[].warehouse_sku`). */
export async function getSku(organisation: string, id: number, signal?: AbortSignal): Promise<Sku> {
  const response = await apiClient.get<{ data: Sku }>(skuPath(organisation, id), { signal });
  return response.data;
}

export function skuQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: [...queryKeys.skus(organisation), id] as const,
    queryFn: ({ signal }) => getSku(organisation, id, signal),
  });
}
