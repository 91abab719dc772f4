import type { InviteRequest, TeamMember } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { teamPath } from './get-team.ts';

export interface InviteMembersInput extends InviteRequest {
  organisation: string;
}

export async function inviteMembers({ organisation, email }: InviteMembersInput): Promise<TeamMember[]> {
  const response = await apiClient.post<{ data: TeamMember[] }>(teamPath(organisation), { email });
  return response.data;
}

export function useInviteMembers(config: MutationConfig<InviteMembersInput, TeamMember[]> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: inviteMembers,
    onSuccess: async (...args) => {
      // Reload rather than merge: the response may hold only the invitees or the whole team.
      await queryClient.invalidateQueries({ queryKey: queryKeys.team(args[1].organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
