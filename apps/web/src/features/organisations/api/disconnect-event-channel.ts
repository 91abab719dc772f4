import type { NotificationEvent } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { eventKeys } from '../organisations-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

export interface DisconnectEventChannelInput {
  organisationUlid: string;
  event: string;
  channelId: string;
}

export async function disconnectEventChannel({
  organisationUlid,
  event,
  channelId,
}: DisconnectEventChannelInput): Promise<NotificationEvent> {
  const response = await apiClient.put<{ data: NotificationEvent }>(
    organisationPaths.eventDisconnect(organisationUlid, event),
    { channel_id: channelId },
  );
  return response.data;
}

export function useDisconnectEventChannel(
  config: MutationConfig<DisconnectEventChannelInput, NotificationEvent> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: disconnectEventChannel,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
