import type { ReferenceData } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { referenceKeys } from '../query-keys.ts';

export function getReference(signal?: AbortSignal): Promise<ReferenceData> {
  return apiClient.get<ReferenceData>('/api/reference', { signal });
}

/**
 * Countries and marketplaces ship with the product and change only with a release, so they are
 * fetched once per page load and never refetched or dropped.
 */
export function referenceQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.all,
    queryFn: ({ signal }) => getReference(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
