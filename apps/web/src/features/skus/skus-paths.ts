import { organisationApiPath } from '../../lib/api-paths.ts';

export const skuPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'skus'),
  detail: (organisationUlid: string, id: number) => organisationApiPath(organisationUlid, 'skus', id),
  mapping: (organisationUlid: string) => organisationApiPath(organisationUlid, 'skus', 'mapping'),
};
