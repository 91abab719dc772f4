import { organisationApiPath } from '../../lib/api-paths.ts';

export const stockHealthPaths = {
  health: (organisationUlid: string) => organisationApiPath(organisationUlid, 'stock', 'health'),
  syncSource: (organisationUlid: string, reportSourceId: number) =>
    organisationApiPath(organisationUlid, 'report-sources', String(reportSourceId), 'sync'),
  retryJob: (organisationUlid: string, jobId: string) =>
    organisationApiPath(organisationUlid, 'stock', 'health', 'jobs', jobId, 'retry'),
};
