import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { stockKeys } from '../stock-keys.ts';
import { stockPaths } from '../stock-paths.ts';

export interface RecomputeStockInput {
  organisationUlid: string;
}

/**
 * Computes every SKU's stock health (with its forecast, members and up): 202 with how many SKUs
 * were queued. Stock and forecasts refetch; the screen polls until none waits.
 */
export function useRecomputeStock(config: MutationConfig<RecomputeStockInput, { queued: number }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async ({ organisationUlid }: RecomputeStockInput) =>
      (await apiClient.post<{ data: { queued: number } }>(stockPaths.recompute(organisationUlid), {})).data,
    onSuccess: async (...args) => {
      const { organisationUlid } = args[1];
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all(organisationUlid) }),
        // The forecasts change too ('forecasts' is not an OrganisationResource yet: its root as written there).
        queryClient.invalidateQueries({ queryKey: ['organisations', organisationUlid, 'forecasts'] }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
