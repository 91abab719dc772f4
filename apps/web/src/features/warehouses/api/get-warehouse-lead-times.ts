import type { WarehouseLeadTimes } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

/** Transit into the warehouse (and receiving, at Amazon) learned from what happened, beside what was typed. */
export function warehouseLeadTimesQueryOptions(organisationUlid: string, warehouseUlid: string) {
  return queryOptions({
    queryKey: warehouseKeys.leadTimes(organisationUlid, warehouseUlid),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: WarehouseLeadTimes }>(
          warehousePaths.leadTimes(organisationUlid, warehouseUlid),
          { signal },
        )
      ).data,
    meta: { errorHandling: 'inline' },
  });
}
