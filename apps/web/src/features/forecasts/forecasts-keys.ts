/**
 * Forecast queries: `all`, `lists` / `list(query)`, `details` / `detail(skuId)`, and `settings`.
 * The same shape as `resourceKeys` (lib/query-keys.ts), under ['organisations', ulid] so switching
 * organisation refreshes them too. Written out here because 'forecasts' is not yet one of
 * `OrganisationResource`'s names; once it is, this becomes `resourceKeys('forecasts')`.
 */
const all = (organisationUlid: string) => ['organisations', organisationUlid, 'forecasts'] as const;
const lists = (organisationUlid: string) => [...all(organisationUlid), 'list'] as const;
const details = (organisationUlid: string) => [...all(organisationUlid), 'detail'] as const;

export const forecastKeys = {
  all,
  lists,
  list: (organisationUlid: string, params: object = {}) => [...lists(organisationUlid), params] as const,
  details,
  detail: (organisationUlid: string, skuId: number) => [...details(organisationUlid), skuId] as const,
  settings: (organisationUlid: string) => [...all(organisationUlid), 'settings'] as const,
};
