import { organisationResourceKey } from '../../lib/query-keys.ts';

/** One search per organisation and query; nothing else reads or refreshes it. */
export const searchKeys = {
  query: (organisationUlid: string, query: string) =>
    [...organisationResourceKey(organisationUlid, 'search'), query] as const,
};
