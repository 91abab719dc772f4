import type { Warehouse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export async function getWarehouse(
  organisationUlid: string,
  warehouseUlid: string,
  signal?: AbortSignal,
): Promise<Warehouse> {
  const response = await apiClient.get<{ data: Warehouse }>(
    warehousePaths.detail(organisationUlid, warehouseUlid),
    {
      signal,
    },
  );
  return response.data;
}

export function warehouseQueryOptions(organisationUlid: string, warehouseUlid: string) {
  return queryOptions({
    queryKey: warehouseKeys.detail(organisationUlid, warehouseUlid),
    queryFn: ({ signal }) => getWarehouse(organisationUlid, warehouseUlid, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
