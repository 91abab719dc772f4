import { organisationApiPath } from '../../lib/api-paths.ts';

export const stockPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'stock'),
  summary: (organisationUlid: string) => organisationApiPath(organisationUlid, 'stock', 'summary'),
  /** Health is computed with the forecasts: recomputing them recomputes it. */
  recompute: (organisationUlid: string) => organisationApiPath(organisationUlid, 'forecasts', 'recompute'),
};
