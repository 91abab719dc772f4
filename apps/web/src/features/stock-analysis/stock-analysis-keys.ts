/**
 * Stock Analysis queries, under the Stock screen's root ['organisations', ulid, 'stock'] (the keys
 * are the data's, not the screen's): a recompute there refreshes the grid, and the summary is one
 * cache entry for both screens. Written out because 'stock' is not yet an `OrganisationResource`.
 */
const all = (organisationUlid: string) => ['organisations', organisationUlid, 'stock'] as const;

export const stockAnalysisKeys = {
  all,
  grids: (organisationUlid: string) => [...all(organisationUlid), 'analysis'] as const,
  grid: (organisationUlid: string, params: object) => [...all(organisationUlid), 'analysis', params] as const,
  /** The same key as the Stock screen's summary: one request for both. */
  summary: (organisationUlid: string) => [...all(organisationUlid), 'summary'] as const,
};
