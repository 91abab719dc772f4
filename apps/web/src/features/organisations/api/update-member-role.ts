import type { Role, TeamMember } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { teamPath } from './get-team.ts';

export interface UpdateMemberRoleInput {
  organisation: string;
  memberId: number;
  role: Role;
}

export async function updateMemberRole({
  organisation,
  memberId,
  role,
}: UpdateMemberRoleInput): Promise<TeamMember> {
  const response = await apiClient.put<{ data: TeamMember }>(
    `${teamPath(organisation)}/${memberId}/update-role`,
    {
      role,
    },
  );
  return response.data;
}

export function useUpdateMemberRole(config: MutationConfig<UpdateMemberRoleInput, TeamMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateMemberRole,
    onSuccess: (...args) => {
      const [updated, { organisation }] = args;
      queryClient.setQueryData<TeamMember[]>(queryKeys.team(organisation), (team) =>
        team?.map((member) => (member.id === updated.id ? updated : member)),
      );
      return config.onSuccess?.(...args);
    },
  });
}
