import type { Transfer } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export interface WarehouseTransfers {
  incoming: Transfer[];
  outgoing: Transfer[];
}

/** The latest transfers into and out of the warehouse. */
export async function getWarehouseTransfers(
  organisationUlid: string,
  warehouseUlid: string,
  signal?: AbortSignal,
): Promise<WarehouseTransfers> {
  const response = await apiClient.get<{ data: WarehouseTransfers }>(
    warehousePaths.transfers(organisationUlid, warehouseUlid),
    { signal },
  );
  return response.data;
}

/** Under the warehouse's detail; a transfer's change refreshes every warehouse query (TRANSFER_CHANGES). */
export function warehouseTransfersQueryOptions(organisationUlid: string, warehouseUlid: string) {
  return queryOptions({
    queryKey: warehouseKeys.transfers(organisationUlid, warehouseUlid),
    queryFn: ({ signal }) => getWarehouseTransfers(organisationUlid, warehouseUlid, signal),
  });
}
