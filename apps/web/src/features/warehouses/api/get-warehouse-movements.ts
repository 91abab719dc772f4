import type { Movement, Paginated } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

/** The ledger comes newest first; the query pages it and may filter by SKU or type. */
export function getWarehouseMovements(
  organisationUlid: string,
  warehouseUlid: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Movement>> {
  return apiClient.get<Paginated<Movement>>(warehousePaths.movements(organisationUlid, warehouseUlid), {
    query,
    signal,
  });
}

export function warehouseMovementsQueryOptions(
  organisationUlid: string,
  warehouseUlid: string,
  query: QueryParams,
) {
  return queryOptions({
    queryKey: warehouseKeys.movements(organisationUlid, warehouseUlid, query),
    queryFn: ({ signal }) => getWarehouseMovements(organisationUlid, warehouseUlid, query, signal),
    placeholderData: keepPreviousData,
  });
}
