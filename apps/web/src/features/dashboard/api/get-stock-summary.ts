import type { StockSummary } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard-keys.ts';
import { dashboardPaths } from '../dashboard-paths.ts';

/** While no SKU's health is computed yet, the dashboard asks again this often. */
export const SUMMARY_POLL_MS = 2_000;

export async function getStockSummary(organisationUlid: string, signal?: AbortSignal): Promise<StockSummary> {
  return (
    await apiClient.get<{ data: StockSummary }>(dashboardPaths.stockSummary(organisationUlid), { signal })
  ).data;
}

/** SKUs whose health is computed (each counted under its status). */
export function computedSkus(summary: StockSummary): number {
  return Object.values(summary.counts).reduce((sum, count) => sum + count, 0);
}

/** SKUs wait to be computed and none is computed yet: the health is on its way. */
export function healthBeingComputed(summary: StockSummary): boolean {
  return summary.not_computed > 0 && computedSkus(summary) === 0;
}

/** Counts per status, units, value per currency and units per warehouse. */
export function stockSummaryQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: dashboardKeys.stockSummary(organisationUlid),
    queryFn: ({ signal }) => getStockSummary(organisationUlid, signal),
    refetchInterval: (query) =>
      query.state.data && healthBeingComputed(query.state.data) ? SUMMARY_POLL_MS : false,
    meta: { errorHandling: 'inline' },
  });
}
