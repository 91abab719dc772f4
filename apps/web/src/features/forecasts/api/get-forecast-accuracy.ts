import type { ForecastAccuracy } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';

/** Accuracy across the organisation's forecasts (refreshed with them: under forecastKeys.all). */
export function forecastAccuracyQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: forecastKeys.accuracy(organisationUlid),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: ForecastAccuracy }>(forecastPaths.accuracy(organisationUlid), { signal }))
        .data,
  });
}
