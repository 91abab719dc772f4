import type { Paginated, WarehouseStockItem } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organisationApiPath } from '../../../lib/api-paths.ts';
import { resourceKeys } from '../../../lib/query-keys.ts';

/**
 * What the origin warehouse holds of the transfer's SKUs (`GET /warehouses/{ulid}/stock?sku_ids=`),
 * by SKU id. It sits under the warehouse's detail key, as its stock table does, so stock changes
 * (an adjustment, a shipment) refresh it.
 */
export function originStockQueryOptions(
  organisationUlid: string,
  warehouseUlid: string,
  skuIds: readonly number[],
) {
  const ids = [...new Set(skuIds)].sort((a, b) => a - b);
  const query = { sku_ids: ids.join(','), in_stock: 'all', per_page: 500 };
  return queryOptions({
    queryKey: [
      ...resourceKeys('warehouses').detail(organisationUlid, warehouseUlid),
      'stock',
      query,
    ] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<WarehouseStockItem>>(
        organisationApiPath(organisationUlid, 'warehouses', warehouseUlid, 'stock'),
        { query, signal },
      ),
    select: (page) => new Map(page.data.map((row) => [row.sku.id, row.quantity])),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    meta: { errorHandling: 'log' },
  });
}
