import type { OrganisationDeletion } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deletionKeys } from '../organisations-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

/** How often a deletion under way is asked about. */
export const DELETION_POLL_MS = 1500;

export async function getOrganisationDeletion(
  deletionId: number,
  signal?: AbortSignal,
): Promise<OrganisationDeletion> {
  const response = await apiClient.get<{ data: OrganisationDeletion }>(
    organisationPaths.deletion(deletionId),
    {
      signal,
    },
  );
  return response.data;
}

/**
 * Polled until done. A deletion this user may not see (404: one another account of this browser
 * asked for) is dropped by the notice without a word.
 */
export function organisationDeletionQueryOptions(deletionId: number) {
  return queryOptions({
    queryKey: deletionKeys.detail(deletionId),
    queryFn: ({ signal }) => getOrganisationDeletion(deletionId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : DELETION_POLL_MS),
    meta: { errorHandling: 'none' },
  });
}
