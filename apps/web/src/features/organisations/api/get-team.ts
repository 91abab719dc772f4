import type { TeamMember } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { teamKeys } from '../organisations-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

export async function getTeam(organisationUlid: string, signal?: AbortSignal): Promise<TeamMember[]> {
  const response = await apiClient.get<{ data: TeamMember[] }>(organisationPaths.team(organisationUlid), {
    signal,
  });
  return response.data;
}

export function teamQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: teamKeys.list(organisationUlid),
    queryFn: ({ signal }) => getTeam(organisationUlid, signal),
  });
}
