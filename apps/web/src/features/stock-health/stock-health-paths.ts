import { organisationApiPath } from '../../lib/api-paths.ts';

export const stockHealthPaths = {
  health: (organisationUlid: string) => organisationApiPath(organisationUlid, 'stock', 'health'),
  retryJob: (organisationUlid: string, jobId: string) =>
    organisationApiPath(organisationUlid, 'stock', 'health', 'jobs', jobId, 'retry'),
};
