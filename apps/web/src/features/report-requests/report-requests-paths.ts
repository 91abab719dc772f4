import { organisationApiPath } from '../../lib/api-paths.ts';

export const reportRequestPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'report-requests'),
  detail: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'report-requests', id),
  document: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'report-requests', id, 'document'),
  process: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'report-requests', id, 'process'),
  status: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'report-requests', id, 'status'),
};
