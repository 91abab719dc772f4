import { organisationApiPath } from '../../lib/api-paths.ts';

export const searchPaths = {
  search: (organisationUlid: string) => organisationApiPath(organisationUlid, 'search'),
};
