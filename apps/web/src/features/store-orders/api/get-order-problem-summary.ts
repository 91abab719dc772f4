import type { OrderProblemSummary } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { storeOrderKeys } from '../store-orders-keys.ts';
import { storeOrderPaths } from '../store-orders-paths.ts';

/** Per rule, the problem orders still to look at (refreshed with the orders, under their key). */
export function orderProblemSummaryQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: [...storeOrderKeys.all(organisationUlid), 'problem-summary'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: OrderProblemSummary[] }>(
          storeOrderPaths.problemSummary(organisationUlid),
          {
            signal,
          },
        )
      ).data,
  });
}
