import type { Paginated, WarehouseStockItem } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

export function getWarehouseStock(
  organisation: string,
  warehouse: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<WarehouseStockItem>> {
  return apiClient.get<Paginated<WarehouseStockItem>>(`${warehousesPath(organisation, warehouse)}/stock`, {
    query,
    signal,
  });
}

export function warehouseStockQueryOptions(organisation: string, warehouse: string, query: QueryParams) {
  return queryOptions({
    queryKey: [...warehouseKeys.one(organisation, warehouse), 'stock', query] as const,
    queryFn: ({ signal }) => getWarehouseStock(organisation, warehouse, query, signal),
    placeholderData: keepPreviousData,
  });
}
