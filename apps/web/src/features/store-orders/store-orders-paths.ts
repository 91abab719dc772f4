import { organisationApiPath } from '../../lib/api-paths.ts';

export const storeOrderPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'store-orders'),
};
