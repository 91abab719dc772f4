/**
 * Dashboard queries: `series(days)` (sales, stock and channels over a range) and the stock
 * summary. Written out because 'dashboard' and 'stock' are not `OrganisationResource` names
 * (lib/query-keys.ts). Everything sits under ['organisations', ulid], so switching organisation
 * refreshes it. The summary's key is the one the Stock screen gives the same endpoint, so both
 * screens share one cache entry and a stock recompute refreshes the dashboard's too.
 */
const all = (organisationUlid: string) => ['organisations', organisationUlid, 'dashboard'] as const;

export const dashboardKeys = {
  all,
  series: (organisationUlid: string, days: string) => [...all(organisationUlid), { days }] as const,
  stockSummary: (organisationUlid: string) =>
    ['organisations', organisationUlid, 'stock', 'summary'] as const,
};
