import type { InventoryByDatePage } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { inventoryByDateKeys } from '../inventory-by-date-keys.ts';
import { inventoryByDatePaths } from '../inventory-by-date-paths.ts';

/** The (warehouse, SKU) pairs held at the end of a day, one page, with totals over all of them. */
export function getInventoryByDate(
  organisationUlid: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<InventoryByDatePage> {
  return apiClient.get<InventoryByDatePage>(inventoryByDatePaths.list(organisationUlid), { query, signal });
}

export function inventoryByDateQueryOptions(organisationUlid: string, query: QueryParams) {
  return queryOptions({
    queryKey: inventoryByDateKeys.list(organisationUlid, query),
    queryFn: ({ signal }) => getInventoryByDate(organisationUlid, query, signal),
    placeholderData: keepPreviousData,
  });
}
