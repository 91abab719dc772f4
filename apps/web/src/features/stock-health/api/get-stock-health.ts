import type { StockHealth, StockHealthQuery } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { stockHealthKeys } from '../stock-health-keys.ts';
import { stockHealthPaths } from '../stock-health-paths.ts';

/** How often the screen asks again: syncs and jobs move while it is open. */
export const STOCK_HEALTH_REFRESH_MS = 10_000;

export async function getStockHealth(
  organisationUlid: string,
  query: StockHealthQuery,
  signal?: AbortSignal,
): Promise<StockHealth> {
  const response = await apiClient.get<{ data: StockHealth }>(stockHealthPaths.health(organisationUlid), {
    query,
    signal,
  });
  return response.data;
}

/** The organisation's stock data health, with one page of discrepancies; refreshed every 10 s. */
export function stockHealthQueryOptions(organisationUlid: string, query: StockHealthQuery) {
  return queryOptions({
    queryKey: stockHealthKeys.detail(organisationUlid, query),
    queryFn: ({ signal }) => getStockHealth(organisationUlid, query, signal),
    refetchInterval: STOCK_HEALTH_REFRESH_MS,
    // Another page of discrepancies keeps the sections on screen while it loads.
    placeholderData: keepPreviousData,
    // The screen shows its error (PageState); a toast every 10 s would say it again and again.
    meta: { errorHandling: 'inline' },
  });
}
