import type { ForecastOverride, ForecastOverrideRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';

export interface CreateForecastOverrideInput {
  organisationUlid: string;
  skuId: number;
  body: ForecastOverrideRequest;
}

/** Adds an override; the server queues the SKU's recompute, so its list rows and detail refetch. */
export function useCreateForecastOverride(
  config: MutationConfig<CreateForecastOverrideInput, ForecastOverride> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async ({ organisationUlid, skuId, body }: CreateForecastOverrideInput) =>
      (
        await apiClient.post<{ data: ForecastOverride }>(
          forecastPaths.overrides(organisationUlid, skuId),
          body,
        )
      ).data,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: forecastKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
