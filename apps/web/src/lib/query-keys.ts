import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The roots of every query key. Everything an organisation owns sits under ['organisations', ulid],
 * one branch per resource, so switching organisation can refresh one organisation's data without
 * touching another's, and a feature can refresh another feature's data by naming the resource,
 * without importing that feature.
 */
export type OrganisationResource =
  | 'products'
  | 'skus'
  | 'suppliers'
  | 'purchase-orders'
  | 'warehouses'
  | 'transfers'
  | 'shipments'
  | 'fulfillment-centers'
  | 'sales-channels'
  | 'report-sources'
  | 'report-requests'
  | 'store-orders'
  | 'disputes'
  | 'stock-health'
  | 'stock'
  | 'forecasts'
  | 'team'
  | 'events'
  | 'search'
  | 'counts'
  | 'demo-preparation';

export const userKeys = { current: ['users', 'me'] as const };

/** Countries and marketplaces: the same for every organisation. */
export const referenceKeys = { all: ['reference'] as const };

export function organisationResourceKey(organisationUlid: string, resource: OrganisationResource) {
  return ['organisations', organisationUlid, resource] as const;
}

/**
 * The shape of every feature's key factory (`skuKeys = resourceKeys('skus')`): lists and details
 * beside each other under the resource, so a mutation can refresh all lists without refetching a
 * detail, or one detail and everything hanging off it (`[...detail(ulid, id), 'stock-data']`).
 */
export function resourceKeys<R extends OrganisationResource>(resource: R) {
  const all = (organisationUlid: string) => organisationResourceKey(organisationUlid, resource);
  const lists = (organisationUlid: string) => [...all(organisationUlid), 'list'] as const;
  const details = (organisationUlid: string) => [...all(organisationUlid), 'detail'] as const;
  return {
    all,
    lists,
    /** One list by its query; a list without a query (the whole team) is `list(ulid)`. */
    list: (organisationUlid: string, params: object = {}) => [...lists(organisationUlid), params] as const,
    details,
    detail: (organisationUlid: string, id: number | string) => [...details(organisationUlid), id] as const,
  };
}

/** The sidebar's and the dashboard's "needs attention" numbers. */
export const countKeys = {
  all: (organisationUlid: string) => organisationResourceKey(organisationUlid, 'counts'),
};

/**
 * Everything a change to SKUs shows in: SKU lists and details, products (their SKU tables and
 * stock), the "needs attention" count (unmapped or without COGS), and the Stock and Forecasts
 * lists (a SKU's name, visibility and cost). Every mutation that can change
 * a SKU's mapping, COGS or visibility refreshes these: SKU create, update, delete and mapping, the
 * SKU import and a product's delete (it unmaps its SKUs). This is the one place that says so.
 */
export const SKU_CHANGES: readonly OrganisationResource[] = [
  'skus',
  'products',
  'counts',
  'stock',
  'forecasts',
];

/**
 * Everything a transfer's change shows in: transfer lists and details, the sidebar's Upcoming and
 * Problem badges, and stock (shipping and receiving move units between warehouses, so warehouse
 * stock and ledgers, SKU and product stock, the Stock screen's in transit, and the product's and
 * warehouse's transfer lists).
 */
export const TRANSFER_CHANGES: readonly OrganisationResource[] = [
  'transfers',
  'counts',
  'warehouses',
  'skus',
  'products',
  'sales-channels',
  'stock',
];

export function resourceRoots(
  organisationUlid: string,
  resources: readonly OrganisationResource[],
): QueryKey[] {
  return resources.map((resource) => organisationResourceKey(organisationUlid, resource));
}

/** Marks the resources' queries stale and refetches the ones on screen; resolves once they are back. */
export function invalidateResources(
  queryClient: QueryClient,
  organisationUlid: string,
  resources: readonly OrganisationResource[],
): Promise<unknown> {
  return Promise.all(
    resourceRoots(organisationUlid, resources).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * After a delete: refreshes the resources around the record, but not the record's own queries
 * (its detail and what hangs off it). Its screen is still mounted until the caller navigates away,
 * and a refetch there could only answer 404 (a false "Not Found." toast). They are marked stale
 * without a refetch instead, so a later visit to the deleted record's URL asks the server again.
 */
export function invalidateAfterDelete(
  queryClient: QueryClient,
  organisationUlid: string,
  deleted: QueryKey,
  resources: readonly OrganisationResource[],
): Promise<unknown> {
  const isDeleted = (key: QueryKey) => deleted.every((part, index) => key[index] === part);
  return Promise.all([
    queryClient.cancelQueries({ queryKey: deleted }),
    queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' }),
    ...resourceRoots(organisationUlid, resources).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => !isDeleted(query.queryKey) }),
    ),
  ]);
}
