import type { InventoryByDateSeries } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inventoryByDateKeys } from '../inventory-by-date-keys.ts';
import { inventoryByDatePaths } from '../inventory-by-date-paths.ts';

export interface InventorySeriesRange {
  from: string;
  to: string;
  warehouse_id?: number | undefined;
}

/** Total units and value per currency at the end of each day (or week) of the range. */
export function inventoryByDateSeriesQueryOptions(organisationUlid: string, range: InventorySeriesRange) {
  const query = {
    from: range.from,
    to: range.to,
    ...(range.warehouse_id === undefined ? {} : { warehouse_id: range.warehouse_id }),
  };
  return queryOptions({
    queryKey: inventoryByDateKeys.series(organisationUlid, query),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: InventoryByDateSeries }>(inventoryByDatePaths.series(organisationUlid), {
          query,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
