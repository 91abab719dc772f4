/**
 * Query-key factory. Everything an organisation owns sits under ['organisations', ulid], so
 * switching organisation can refresh one organisation's data without touching another's.
 */
export const queryKeys = {
  currentUser: ['users', 'me'] as const,
  organisation: (ulid: string) => ['organisations', ulid] as const,
  counts: (ulid: string) => ['organisations', ulid, 'counts'] as const,
  team: (ulid: string) => ['organisations', ulid, 'team'] as const,
  products: (ulid: string) => ['organisations', ulid, 'products'] as const,
  skus: (ulid: string) => ['organisations', ulid, 'skus'] as const,
  suppliers: (ulid: string) => ['organisations', ulid, 'suppliers'] as const,
  reportSources: (ulid: string) => ['organisations', ulid, 'report-sources'] as const,
  reference: ['reference'] as const,
  warehouses: (ulid: string) => ['organisations', ulid, 'warehouses'] as const,
  fulfillmentCenters: (ulid: string) => ['organisations', ulid, 'fulfillment-centers'] as const,
  salesChannels: (ulid: string) => ['organisations', ulid, 'sales-channels'] as const,
};
