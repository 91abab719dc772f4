import { resourceKeys } from '../../lib/query-keys.ts';

const keys = resourceKeys('forecasts');

/** Forecast queries: the resource's lists and details, the organisation's settings and accuracy. */
export const forecastKeys = {
  ...keys,
  settings: (organisationUlid: string) => [...keys.all(organisationUlid), 'settings'] as const,
  accuracy: (organisationUlid: string) => [...keys.all(organisationUlid), 'accuracy'] as const,
};
