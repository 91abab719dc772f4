import type { StockPerWarehouse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export type WarehouseStockRow = StockPerWarehouse['data'][number];

export async function getStockPerWarehouse(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<WarehouseStockRow[]> {
  const response = await apiClient.get<StockPerWarehouse>(
    productPaths.stockPerWarehouse(organisationUlid, id),
    {
      signal,
    },
  );
  return response.data;
}

export function stockPerWarehouseQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: productKeys.stockPerWarehouse(organisationUlid, id),
    queryFn: ({ signal }) => getStockPerWarehouse(organisationUlid, id, signal),
  });
}
