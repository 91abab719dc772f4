import type { Invitation } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invitationKeys } from '../invitations-keys.ts';
import { invitationPaths } from '../invitations-paths.ts';
import type { InvitationInput } from './accept-invitation.ts';

export function declineInvitation({ invitation }: InvitationInput): Promise<void> {
  return apiClient.post(invitationPaths.decline(invitation.id));
}

export function useDeclineInvitation(config: MutationConfig<InvitationInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: declineInvitation,
    onSuccess: (...args) => {
      const { invitation } = args[1];
      queryClient.setQueryData<Invitation[]>(invitationKeys.all, (invitations) =>
        invitations?.filter((pending) => pending.id !== invitation.id),
      );
      return config.onSuccess?.(...args);
    },
  });
}
