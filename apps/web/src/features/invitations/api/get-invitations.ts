import type { Invitation } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invitationKeys } from '../invitations-keys.ts';
import { invitationPaths } from '../invitations-paths.ts';

export async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  const response = await apiClient.get<{ data: Invitation[] }>(invitationPaths.list(), { signal });
  return response.data;
}

/** Read by the notice on every signed-in page; a failure only costs the notice, so it is logged. */
export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: invitationKeys.all,
    queryFn: ({ signal }) => getInvitations(signal),
    staleTime: 60_000,
    meta: { errorHandling: 'log' },
  });
}
