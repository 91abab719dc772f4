import type { ForecastSettings } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';

/** The time zone that decides "today" and the days of demand a recommended order covers. */
export function forecastSettingsQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: forecastKeys.settings(organisationUlid),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: ForecastSettings }>(forecastPaths.settings(organisationUlid), { signal }))
        .data,
    staleTime: 5 * 60_000,
  });
}
