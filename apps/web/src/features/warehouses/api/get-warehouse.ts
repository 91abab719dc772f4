import type { Warehouse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

export async function getWarehouse(
  organisation: string,
  warehouse: string,
  signal?: AbortSignal,
): Promise<Warehouse> {
  const response = await apiClient.get<{ data: Warehouse }>(warehousesPath(organisation, warehouse), {
    signal,
  });
  return response.data;
}

export function warehouseQueryOptions(organisation: string, warehouse: string) {
  return queryOptions({
    queryKey: [...warehouseKeys.one(organisation, warehouse), 'detail'] as const,
    queryFn: ({ signal }) => getWarehouse(organisation, warehouse, signal),
  });
}
