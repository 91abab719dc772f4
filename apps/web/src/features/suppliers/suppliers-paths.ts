import { organisationApiPath } from '../../lib/api-paths.ts';

export const supplierPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'suppliers'),
  detail: (organisationUlid: string, id: number) => organisationApiPath(organisationUlid, 'suppliers', id),
  products: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'suppliers', id, 'products'),
  leadTimes: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'suppliers', id, 'lead-times'),
};
