import type { TeamMember } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function teamPath(organisation: string): string {
  return `/api/organisations/${encodeURIComponent(organisation)}/team`;
}

export async function getTeam(organisation: string, signal?: AbortSignal): Promise<TeamMember[]> {
  const response = await apiClient.get<{ data: TeamMember[] }>(teamPath(organisation), { signal });
  return response.data;
}

export function teamQueryOptions(organisation: string) {
  return queryOptions({
    queryKey: queryKeys.team(organisation),
    queryFn: ({ signal }) => getTeam(organisation, signal),
  });
}
