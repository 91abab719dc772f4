import { organisationApiPath } from '../../lib/api-paths.ts';

export const dashboardPaths = {
  series: (organisationUlid: string) => organisationApiPath(organisationUlid, 'dashboard'),
  stockSummary: (organisationUlid: string) => organisationApiPath(organisationUlid, 'stock', 'summary'),
};
