/**
 * Stock queries: `all`, `lists` / `list(params)`, `summary`, and (read by Stock Analysis, which
 * writes the same keys out) `analysis(params)`. Under ['organisations', ulid, 'stock'] so switching
 * organisation refreshes them. Written out because 'stock' is not yet one of
 * `OrganisationResource`'s names (lib/query-keys.ts); once it is, this becomes `resourceKeys('stock')`.
 */
const all = (organisationUlid: string) => ['organisations', organisationUlid, 'stock'] as const;
const lists = (organisationUlid: string) => [...all(organisationUlid), 'list'] as const;

export const stockKeys = {
  all,
  lists,
  list: (organisationUlid: string, params: object = {}) => [...lists(organisationUlid), params] as const,
  summary: (organisationUlid: string) => [...all(organisationUlid), 'summary'] as const,
};
