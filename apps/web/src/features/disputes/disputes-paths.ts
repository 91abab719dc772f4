import type { DisputeAction } from '@backoffice/shared';
import { organisationApiPath } from '../../lib/api-paths.ts';

export const disputePaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'disputes'),
  totals: (organisationUlid: string) => organisationApiPath(organisationUlid, 'disputes', 'totals'),
  candidates: (organisationUlid: string) => organisationApiPath(organisationUlid, 'disputes', 'candidates'),
  action: (organisationUlid: string, id: number, action: DisputeAction) =>
    organisationApiPath(organisationUlid, 'disputes', id, action),
};
