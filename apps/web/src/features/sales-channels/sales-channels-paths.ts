import { organisationApiPath } from '../../lib/api-paths.ts';

export const salesChannelPaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'sales-channels'),
  detail: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'sales-channels', id),
  performance: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'sales-channels', id, 'performance'),
};
