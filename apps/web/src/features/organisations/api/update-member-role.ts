import type { Role, TeamMember } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { teamKeys } from '../organisations-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

export interface UpdateMemberRoleInput {
  organisationUlid: string;
  memberId: number;
  role: Role;
}

export async function updateMemberRole({
  organisationUlid,
  memberId,
  role,
}: UpdateMemberRoleInput): Promise<TeamMember> {
  const response = await apiClient.put<{ data: TeamMember }>(
    organisationPaths.memberRole(organisationUlid, memberId),
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
      const [updated, { organisationUlid }] = args;
      queryClient.setQueryData<TeamMember[]>(teamKeys.list(organisationUlid), (team) =>
        team?.map((member) => (member.id === updated.id ? updated : member)),
      );
      return config.onSuccess?.(...args);
    },
  });
}
