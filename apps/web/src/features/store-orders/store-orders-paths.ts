import { organisationApiPath } from '../../lib/api-paths.ts';

export const storeOrderPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'store-orders'),
  problemSummary: (organisationUlid: string) =>
    organisationApiPath(organisationUlid, 'store-orders', 'problem-summary'),
  detail: (organisationUlid: string, id: number) => organisationApiPath(organisationUlid, 'store-orders', id),
  acknowledge: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'store-orders', id, 'acknowledge'),
};
