import type { ForecastSummary, Paginated } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { forecastKeys } from '../forecasts-keys.ts';
import { forecastPaths } from '../forecasts-paths.ts';

/** While a shown SKU waits for its recompute, the list asks again this often. */
export const FORECAST_POLL_MS = 2_000;

export function getForecasts(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<ForecastSummary>> {
  return apiClient.get<Paginated<ForecastSummary>>(forecastPaths.list(organisationUlid), {
    query: params,
    signal,
  });
}

/** A page of the organisation's SKUs with their forecasts, polled while any of them is queued. */
export function forecastListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: forecastKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getForecasts(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((row) => row.queued) ? FORECAST_POLL_MS : false),
  });
}
