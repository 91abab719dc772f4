import type { ForecastDetail } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';
import { FORECAST_POLL_MS } from './get-forecasts.ts';

export async function getForecast(
  organisationUlid: string,
  skuId: number,
  signal?: AbortSignal,
): Promise<ForecastDetail> {
  return (
    await apiClient.get<{ data: ForecastDetail }>(forecastPaths.detail(organisationUlid, skuId), { signal })
  ).data;
}

/** One SKU's forecast (history, points, scores, overrides), polled while its recompute is queued. */
export function forecastQueryOptions(organisationUlid: string, skuId: number) {
  return queryOptions({
    queryKey: forecastKeys.detail(organisationUlid, skuId),
    queryFn: ({ signal }) => getForecast(organisationUlid, skuId, signal),
    // The panel shows its error; a toast would say it twice.
    meta: { errorHandling: 'inline' },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.queued ? FORECAST_POLL_MS : false),
  });
}
