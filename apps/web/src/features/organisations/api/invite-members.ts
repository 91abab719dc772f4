import type { InviteRequest, TeamMember } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { teamKeys } from '../organisations-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

export interface InviteMembersInput extends InviteRequest {
  organisationUlid: string;
}

export async function inviteMembers({ organisationUlid, email }: InviteMembersInput): Promise<TeamMember[]> {
  const response = await apiClient.post<{ data: TeamMember[] }>(organisationPaths.team(organisationUlid), {
    email,
  });
  return response.data;
}

export function useInviteMembers(config: MutationConfig<InviteMembersInput, TeamMember[]> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: inviteMembers,
    onSuccess: async (...args) => {
      // Reload rather than merge: the response may hold only the invitees or the whole team.
      await queryClient.invalidateQueries({ queryKey: teamKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
