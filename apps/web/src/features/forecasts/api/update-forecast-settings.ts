import type { ForecastSettings, ForecastSettingsRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';

export interface UpdateForecastSettingsInput {
  organisationUlid: string;
  body: ForecastSettingsRequest;
}

/** Saves the settings (admins); the server queues every SKU, so the whole feature refetches. */
export function useUpdateForecastSettings(
  config: MutationConfig<UpdateForecastSettingsInput, ForecastSettings> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async ({ organisationUlid, body }: UpdateForecastSettingsInput) =>
      (await apiClient.put<{ data: ForecastSettings }>(forecastPaths.settings(organisationUlid), body)).data,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: forecastKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
