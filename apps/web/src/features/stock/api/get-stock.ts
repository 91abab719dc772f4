import type { Paginated, StockRow, StockSummary } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { stockKeys } from '../stock-keys.ts';
import { stockPaths } from '../stock-paths.ts';

/** While stock health waits to be computed, the screen asks again this often. */
export const STOCK_POLL_MS = 2_000;

export function getStock(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<StockRow>> {
  return apiClient.get<Paginated<StockRow>>(stockPaths.list(organisationUlid), { query: params, signal });
}

export async function getStockSummary(organisationUlid: string, signal?: AbortSignal): Promise<StockSummary> {
  return (await apiClient.get<{ data: StockSummary }>(stockPaths.summary(organisationUlid), { signal })).data;
}

/** SKUs the organisation has (visible ones), computed or not. */
export function skuCount(summary: StockSummary): number {
  return Object.values(summary.counts).reduce((sum, count) => sum + count, 0) + summary.not_computed;
}

/** A page of stock per SKU; `poll` while its health is being computed. */
export function stockListQueryOptions(organisationUlid: string, params: QueryParams, poll = false) {
  return queryOptions({
    queryKey: stockKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getStock(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: poll ? STOCK_POLL_MS : false,
  });
}

/**
 * Counts per status, units, value per currency and units per warehouse. Polled while SKUs wait to
 * be computed and either none is computed yet or a recompute was asked for (`poll`).
 */
export function stockSummaryQueryOptions(organisationUlid: string, poll = false) {
  return queryOptions({
    queryKey: stockKeys.summary(organisationUlid),
    queryFn: ({ signal }) => getStockSummary(organisationUlid, signal),
    refetchInterval: (query) => {
      const summary = query.state.data;
      if (!summary || summary.not_computed === 0) return false;
      const nothingComputed = skuCount(summary) === summary.not_computed;
      return poll || nothingComputed ? STOCK_POLL_MS : false;
    },
  });
}
