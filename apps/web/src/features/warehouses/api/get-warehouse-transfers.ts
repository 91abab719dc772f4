import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

/**
 * Transfers arrive with a later issue; until then the server answers empty lists. Only the fields
 * this screen shows are typed, all optional, so the real transfer contract can land without a break.
 */
export interface WarehouseTransferSummary {
  id: number;
  name?: string | null;
  status?: string;
  shipping_date?: string | null;
}
export interface WarehouseTransfers {
  incoming: WarehouseTransferSummary[];
  outgoing: WarehouseTransferSummary[];
}

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

export function warehouseTransfersQueryOptions(organisationUlid: string, warehouseUlid: string) {
  return queryOptions({
    queryKey: warehouseKeys.transfers(organisationUlid, warehouseUlid),
    queryFn: ({ signal }) => getWarehouseTransfers(organisationUlid, warehouseUlid, signal),
  });
}
