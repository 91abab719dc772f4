import type { Paginated, WarehouseStockItem } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export function getWarehouseStock(
  organisationUlid: string,
  warehouseUlid: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<WarehouseStockItem>> {
  return apiClient.get<Paginated<WarehouseStockItem>>(warehousePaths.stock(organisationUlid, warehouseUlid), {
    query,
    signal,
  });
}

export function warehouseStockQueryOptions(
  organisationUlid: string,
  warehouseUlid: string,
  query: QueryParams,
) {
  return queryOptions({
    queryKey: warehouseKeys.stock(organisationUlid, warehouseUlid, query),
    queryFn: ({ signal }) => getWarehouseStock(organisationUlid, warehouseUlid, query, signal),
    placeholderData: keepPreviousData,
  });
}
