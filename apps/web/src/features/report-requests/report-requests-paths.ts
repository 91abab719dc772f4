import { organisationApiPath } from '../../lib/api-paths.ts';

export const reportRequestPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'report-requests'),
  detail: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'report-requests', id),
  document: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'report-requests', id, 'document'),
  /** "Process again" (`process`) and "Check status now" (`status`). */
  action: (organisationUlid: string, id: number, action: 'process' | 'status') =>
    organisationApiPath(organisationUlid, 'report-requests', id, action),
};
