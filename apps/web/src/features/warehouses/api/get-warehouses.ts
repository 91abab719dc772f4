import type { Paginated, Warehouse } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export function getWarehouses(
  organisationUlid: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Warehouse>> {
  return apiClient.get<Paginated<Warehouse>>(warehousePaths.list(organisationUlid), { query, signal });
}

export function warehousesQueryOptions(organisationUlid: string, query: QueryParams = {}) {
  return queryOptions({
    queryKey: warehouseKeys.list(organisationUlid, query),
    queryFn: ({ signal }) => getWarehouses(organisationUlid, query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
