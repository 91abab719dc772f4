import { forecastListQuerySchema, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { forecastQueryOptions } from '../api/get-forecast.ts';
import { forecastAccuracyQueryOptions } from '../api/get-forecast-accuracy.ts';
import { forecastSettingsQueryOptions } from '../api/get-forecast-settings.ts';
import { forecastListQueryOptions } from '../api/get-forecasts.ts';
import { todayIn } from '../components/forecast-days.ts';

/** The query parameter that opens a SKU's forecast on this screen (the spec has no route of its own). */
export const SKU_PARAM = 'sku';

function skuOf(params: URLSearchParams): number | null {
  const value = Number(params.get(SKU_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * What the Forecasts screen shows: the list (its state in the URL), the settings and today in
 * their time zone, the accuracy, and the forecast of the SKU opened with `?sku=<id>`, if any;
 * `linkWith` is the screen's URL with another SKU opened (or none).
 */
export function useForecastsData(organisationUlid: string) {
  const list = useListQuery(forecastListQuerySchema);
  const forecasts = useQuery(forecastListQueryOptions(organisationUlid, list.requestParams));
  const settings = useQuery(forecastSettingsQueryOptions(organisationUlid));
  // While the list shows SKUs queued (it polls), the accuracy follows the recompute too.
  const recomputing = forecasts.data?.data.some((row) => row.queued) ?? false;
  const accuracy = useQuery({
    ...forecastAccuracyQueryOptions(organisationUlid),
    refetchInterval: recomputing ? 3_000 : false,
  });
  const today = todayIn(settings.data?.time_zone);
  const [searchParams] = useSearchParams();
  const skuId = skuOf(searchParams);
  const detail = useQuery({ ...forecastQueryOptions(organisationUlid, skuId ?? 0), enabled: skuId !== null });

  const linkWith = (sku: number | null) => {
    const query = Object.fromEntries(searchParams);
    if (sku === null) delete query[SKU_PARAM];
    else query[SKU_PARAM] = String(sku);
    return href('forecasts', { organisation: organisationUlid }, query);
  };

  return { list, forecasts, settings, accuracy, today, skuId, detail, linkWith };
}
