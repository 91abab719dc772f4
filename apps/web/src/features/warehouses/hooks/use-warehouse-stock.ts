import { warehouseStockQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { warehouseStockQueryOptions } from '../api/get-warehouse-stock.ts';

/** A warehouse's stock per SKU, its list state (search, sort, page, zero stock shown) in the URL. */
export function useWarehouseStock(organisationUlid: string, warehouseUlid: string) {
  const list = useListQuery(warehouseStockQuerySchema);
  // In stock unless the URL asks for more, so the table counts what the summary counts.
  const withZero = list.query.in_stock === 'all';
  const params = { ...list.requestParams, in_stock: list.query.in_stock ?? 'true' };
  const stock = useQuery(warehouseStockQueryOptions(organisationUlid, warehouseUlid, params));
  return { list, withZero, stock };
}
