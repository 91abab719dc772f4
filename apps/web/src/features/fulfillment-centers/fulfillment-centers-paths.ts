import { organisationApiPath } from '../../lib/api-paths.ts';

export const fulfillmentCenterPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'fulfillment-centers'),
  detail: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'fulfillment-centers', id),
};
