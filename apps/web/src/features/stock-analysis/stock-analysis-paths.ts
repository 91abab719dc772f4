import { organisationApiPath } from '../../lib/api-paths.ts';

export const stockAnalysisPaths = {
  analysis: (organisationUlid: string) => organisationApiPath(organisationUlid, 'stock', 'analysis'),
  summary: (organisationUlid: string) => organisationApiPath(organisationUlid, 'stock', 'summary'),
};
