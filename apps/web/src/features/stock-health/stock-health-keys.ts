import { organisationResourceKey } from '../../lib/query-keys.ts';

/**
 * Stock health queries, under the organisation like every resource (switching organisation
 * refreshes them with the rest): `all` and `detail(query)`, one per page of the discrepancy table.
 */
export const stockHealthKeys = {
  all: (organisationUlid: string) => organisationResourceKey(organisationUlid, 'stock-health'),
  detail: (organisationUlid: string, query: object) =>
    [...stockHealthKeys.all(organisationUlid), query] as const,
};
