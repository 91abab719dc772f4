import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

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
  organisation: string,
  warehouse: string,
  signal?: AbortSignal,
): Promise<WarehouseTransfers> {
  const response = await apiClient.get<{ data: WarehouseTransfers }>(
    `${warehousesPath(organisation, warehouse)}/transfers`,
    { signal },
  );
  return response.data;
}

export function warehouseTransfersQueryOptions(organisation: string, warehouse: string) {
  return queryOptions({
    queryKey: [...warehouseKeys.one(organisation, warehouse), 'transfers'] as const,
    queryFn: ({ signal }) => getWarehouseTransfers(organisation, warehouse, signal),
  });
}
