import type { TeamMember } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { teamPath } from './get-team.ts';

export interface RemoveMemberInput {
  organisation: string;
  memberId: number;
}

export function removeMember({ organisation, memberId }: RemoveMemberInput): Promise<void> {
  return apiClient.delete(`${teamPath(organisation)}/${memberId}`);
}

export function useRemoveMember(config: MutationConfig<RemoveMemberInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: removeMember,
    onSuccess: (...args) => {
      const { organisation, memberId } = args[1];
      queryClient.setQueryData<TeamMember[]>(queryKeys.team(organisation), (team) =>
        team?.filter((member) => member.id !== memberId),
      );
      return config.onSuccess?.(...args);
    },
  });
}
