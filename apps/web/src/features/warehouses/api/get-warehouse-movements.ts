import type { Movement, Paginated } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

/** The ledger comes newest first; the query pages it and may filter by SKU or type. */
export function getWarehouseMovements(
  organisation: string,
  warehouse: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Movement>> {
  return apiClient.get<Paginated<Movement>>(`${warehousesPath(organisation, warehouse)}/movements`, {
    query,
    signal,
  });
}

export function warehouseMovementsQueryOptions(organisation: string, warehouse: string, query: QueryParams) {
  return queryOptions({
    queryKey: [...warehouseKeys.one(organisation, warehouse), 'movements', query] as const,
    queryFn: ({ signal }) => getWarehouseMovements(organisation, warehouse, query, signal),
    placeholderData: keepPreviousData,
  });
}
