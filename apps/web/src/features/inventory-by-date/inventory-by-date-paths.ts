import { organisationApiPath } from '../../lib/api-paths.ts';

export const inventoryByDatePaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'inventory', 'by-date'),
  series: (organisationUlid: string) =>
    organisationApiPath(organisationUlid, 'inventory', 'by-date', 'series'),
};
