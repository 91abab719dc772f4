import type { Counts } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import { countKeys } from '../query-keys.ts';

/** The sidebar badges' numbers. Not wrapped in {data}, unlike most responses. */
export function getCounts(organisationUlid: string, signal?: AbortSignal): Promise<Counts> {
  return apiClient.get<Counts>(organisationApiPath(organisationUlid, 'counts'), { signal });
}

/** Spec section 8: a counts failure is only logged; badges simply stay hidden. */
export function countsQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: countKeys.all(organisationUlid),
    queryFn: ({ signal }) => getCounts(organisationUlid, signal),
    staleTime: 60_000,
    meta: { errorHandling: 'log' },
  });
}
