import type { StockPerWarehouse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKey, productPath } from './get-product.ts';

export type WarehouseStockRow = StockPerWarehouse['data'][number];

export async function getStockPerWarehouse(
  organisation: string,
  id: number,
  signal?: AbortSignal,
): Promise<WarehouseStockRow[]> {
  const response = await apiClient.get<StockPerWarehouse>(
    `${productPath(organisation, id)}/stock-per-warehouse`,
    {
      signal,
    },
  );
  return response.data;
}

export function stockPerWarehouseQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: [...productKey(organisation, id), 'stock-per-warehouse'] as const,
    queryFn: ({ signal }) => getStockPerWarehouse(organisation, id, signal),
  });
}
