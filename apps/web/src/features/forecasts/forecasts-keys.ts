import { resourceKeys } from '../../lib/query-keys.ts';

const keys = resourceKeys('forecasts');

/** Forecast queries: the resource's lists and details, and the organisation's forecast settings. */
export const forecastKeys = {
  ...keys,
  settings: (organisationUlid: string) => [...keys.all(organisationUlid), 'settings'] as const,
};
