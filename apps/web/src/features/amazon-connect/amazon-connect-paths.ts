import { organisationApiPath } from '../../lib/api-paths.ts';

export const amazonConnectPaths = {
  connect: (organisationUlid: string) => organisationApiPath(organisationUlid, 'amazon', 'connect'),
};
