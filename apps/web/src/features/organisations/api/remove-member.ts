import type { TeamMember } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { teamKeys } from '../organisations-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

export interface RemoveMemberInput {
  organisationUlid: string;
  memberId: number;
}

export function removeMember({ organisationUlid, memberId }: RemoveMemberInput): Promise<void> {
  return apiClient.delete(organisationPaths.member(organisationUlid, memberId));
}

export function useRemoveMember(config: MutationConfig<RemoveMemberInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: removeMember,
    onSuccess: (...args) => {
      const { organisationUlid, memberId } = args[1];
      queryClient.setQueryData<TeamMember[]>(teamKeys.list(organisationUlid), (team) =>
        team?.filter((member) => member.id !== memberId),
      );
      return config.onSuccess?.(...args);
    },
  });
}
