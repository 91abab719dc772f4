import type { Invitation, Organisation } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { invitationPaths } from '../invitations-paths.ts';

export interface InvitationInput {
  invitation: Invitation;
}

export async function acceptInvitation({ invitation }: InvitationInput): Promise<Organisation> {
  const response = await apiClient.post<{ data: Organisation }>(invitationPaths.accept(invitation.id));
  return response.data;
}

/** Joining changes the user's organisations (the switcher) and their invitations: both refetch. */
export function useAcceptInvitation(config: MutationConfig<InvitationInput, Organisation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: acceptInvitation,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.current });
      return config.onSuccess?.(...args);
    },
  });
}
