import { organisationApiPath } from '../../lib/api-paths.ts';

export const shipmentPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'shipments'),
  detail: (organisationUlid: string, id: number) => organisationApiPath(organisationUlid, 'shipments', id),
  importFile: (organisationUlid: string) => organisationApiPath(organisationUlid, 'shipments', 'import'),
  importTransfer: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'shipments', id, 'import-transfer'),
};
