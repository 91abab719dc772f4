import type { SalesChannelPerformance, SalesInterval } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { salesChannelKeys } from '../sales-channels-keys.ts';
import { salesChannelPaths } from '../sales-channels-paths.ts';

export interface PerformanceRange {
  interval: SalesInterval;
  from: string;
  to: string;
}

/** A channel's orders, units and revenue over time, its top SKUs and returns rate. */
export function salesChannelPerformanceQueryOptions(
  organisationUlid: string,
  id: number,
  range: PerformanceRange,
) {
  return queryOptions({
    queryKey: [...salesChannelKeys.detail(organisationUlid, id), 'performance', range] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: SalesChannelPerformance }>(
          salesChannelPaths.performance(organisationUlid, id),
          {
            query: { ...range },
            signal,
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
