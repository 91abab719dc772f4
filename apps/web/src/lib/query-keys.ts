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
  reportSources: (ulid: string) => ['organisations', ulid, 'report-sources'] as const,
};
