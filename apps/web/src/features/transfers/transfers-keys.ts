import { resourceKeys } from '../../lib/query-keys.ts';

const keys = resourceKeys('transfers');

/**
 * Transfer queries: `lists` / `list(query)` (the list screen's pages), `detail(id)` (one transfer
 * with its items) and, hanging off it, its timeline and the ledger movements it caused, so a
 * transfer's action refreshes all three at once.
 */
export const transferKeys = {
  ...keys,
  events: (organisationUlid: string, id: number) => [...keys.detail(organisationUlid, id), 'events'] as const,
  movements: (organisationUlid: string, id: number) =>
    [...keys.detail(organisationUlid, id), 'movements'] as const,
};
