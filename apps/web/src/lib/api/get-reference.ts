import type { Country, Marketplace, referenceDataSchema } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ReferenceData = z.infer<typeof referenceDataSchema>;
export type { Country, Marketplace };

export function getReference(signal?: AbortSignal): Promise<ReferenceData> {
  return apiClient.get<ReferenceData>('/api/reference', { signal });
}

/**
 * Countries and marketplaces ship with the product and change only with a release, so they are
 * fetched once per page load and never refetched or dropped.
 */
export function referenceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reference,
    queryFn: ({ signal }) => getReference(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
