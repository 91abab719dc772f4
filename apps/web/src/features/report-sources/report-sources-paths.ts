import { organisationApiPath } from '../../lib/api-paths.ts';

export const reportSourcePaths = {
  list: (organisationUlid: string) => organisationApiPath(organisationUlid, 'report-sources'),
  detail: (organisationUlid: string, id: number) =>
    organisationApiPath(organisationUlid, 'report-sources', id),
};
