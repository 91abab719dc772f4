import type { Sku } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { skuKeys } from '../skus-keys.ts';
import { skuPaths } from '../skus-paths.ts';

/** One SKU with its stock per warehouse (`warehouses[].warehouse_sku`). */
export async function getSku(organisationUlid: string, id: number, signal?: AbortSignal): Promise<Sku> {
  const response = await apiClient.get<{ data: Sku }>(skuPaths.detail(organisationUlid, id), { signal });
  return response.data;
}

export function skuQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: skuKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getSku(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
