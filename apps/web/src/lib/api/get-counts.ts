import type { Counts } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The sidebar badges' numbers. Not wrapped in {data}, unlike most responses. */
export function getCounts(organisation: string, signal?: AbortSignal): Promise<Counts> {
  return apiClient.get<Counts>(`/api/organisations/${encodeURIComponent(organisation)}/counts`, { signal });
}

/** Spec section 8: a counts failure is only logged; badges simply stay hidden. */
export function countsQueryOptions(organisation: string) {
  return queryOptions({
    queryKey: queryKeys.counts(organisation),
    queryFn: ({ signal }) => getCounts(organisation, signal),
    staleTime: 60_000,
    meta: { errorHandling: 'log' },
  });
}
