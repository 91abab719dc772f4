import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';

export interface RecomputeForecastsInput {
  organisationUlid: string;
  /** Only these SKUs (integer ids); every SKU when left out. */
  skuIds?: number[];
}

/**
 * Queues a recompute (202 with how many SKUs were queued). The lists and details refetch, see
 * their rows queued and poll until the background job is done.
 */
export function useRecomputeForecasts(
  config: MutationConfig<RecomputeForecastsInput, { queued: number }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async ({ organisationUlid, skuIds }: RecomputeForecastsInput) =>
      (
        await apiClient.post<{ data: { queued: number } }>(
          forecastPaths.recompute(organisationUlid),
          skuIds ? { sku_ids: skuIds } : {},
        )
      ).data,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: forecastKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
