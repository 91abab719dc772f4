import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';

export interface DeleteForecastOverrideInput {
  organisationUlid: string;
  skuId: number;
  id: number;
}

/**
 * Removes an override. Only the override goes, not the SKU's forecast, whose detail stays on
 * screen: everything of the forecasts refetches (a plain invalidation, not `invalidateAfterDelete`).
 */
export function useDeleteForecastOverride(config: MutationConfig<DeleteForecastOverrideInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async ({ organisationUlid, skuId, id }: DeleteForecastOverrideInput) => {
      await apiClient.delete(forecastPaths.override(organisationUlid, skuId, id));
    },
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: forecastKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
