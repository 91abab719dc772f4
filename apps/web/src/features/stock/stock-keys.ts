import { resourceKeys } from '../../lib/query-keys.ts';

const keys = resourceKeys('stock');

/**
 * Stock queries: the Stock list's pages (`list(params)`, Stock Analysis's too, under `lists`) and
 * the counts and totals above them (`summary`).
 */
export const stockKeys = {
  all: keys.all,
  lists: keys.lists,
  list: keys.list,
  summary: (organisationUlid: string) => [...keys.all(organisationUlid), 'summary'] as const,
};
