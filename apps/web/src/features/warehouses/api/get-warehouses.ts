import type { Paginated, Warehouse } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

export function getWarehouses(
  organisation: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Warehouse>> {
  return apiClient.get<Paginated<Warehouse>>(warehousesPath(organisation), { query, signal });
}

export function warehousesQueryOptions(organisation: string, query: QueryParams = {}) {
  return queryOptions({
    queryKey: warehouseKeys.list(organisation, query),
    queryFn: ({ signal }) => getWarehouses(organisation, query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
