import { resourceKeys } from '../../lib/query-keys.ts';

/** Dispute queries: lists, details, and under `all` the totals and the candidates. */
export const disputeKeys = {
  ...resourceKeys('disputes'),
  totals: (organisationUlid: string) =>
    [...resourceKeys('disputes').all(organisationUlid), 'totals'] as const,
  candidates: (organisationUlid: string) =>
    [...resourceKeys('disputes').all(organisationUlid), 'candidates'] as const,
};
