import type { Dashboard, DashboardQuery } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard-keys.ts';
import { dashboardPaths } from '../dashboard-paths.ts';

export type DashboardRange = DashboardQuery['days'];

/**
 * The API's ranges (shared's DASHBOARD_RANGES), written out: importing the value would bring the
 * contracts' zod schemas into the dashboard's first chunk. The type keeps the two in step.
 */
export const DASHBOARD_RANGES = ['30', '90', '365'] as const satisfies readonly DashboardRange[];

/** The range a dashboard opens with (the API's default too). */
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '90';

export function isDashboardRange(value: string | null): value is DashboardRange {
  return (DASHBOARD_RANGES as readonly (string | null)[]).includes(value);
}

export async function getDashboard(
  organisationUlid: string,
  days: DashboardRange,
  signal?: AbortSignal,
): Promise<Dashboard> {
  return (
    await apiClient.get<{ data: Dashboard }>(dashboardPaths.series(organisationUlid), {
      query: { days },
      signal,
    })
  ).data;
}

/** Units sold and in stock per day and units per channel over the last `days` days. */
export function dashboardQueryOptions(organisationUlid: string, days: DashboardRange) {
  return queryOptions({
    queryKey: dashboardKeys.series(organisationUlid, days),
    queryFn: ({ signal }) => getDashboard(organisationUlid, days, signal),
    // Switching the range keeps the last range's charts until the new one is there.
    placeholderData: keepPreviousData,
    // Each card shows its own error with "Try again": a toast would say it again.
    meta: { errorHandling: 'inline' },
  });
}
