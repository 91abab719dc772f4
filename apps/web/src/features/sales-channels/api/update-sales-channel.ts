import type { SalesChannel, SalesChannelRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { salesChannelsPath } from './sales-channels-path.ts';

export interface UpdateSalesChannelInput {
  organisation: string;
  id: number;
  body: SalesChannelRequest;
}

export async function updateSalesChannel({
  organisation,
  id,
  body,
}: UpdateSalesChannelInput): Promise<SalesChannel> {
  const response = await apiClient.put<{ data: SalesChannel }>(salesChannelsPath(organisation, id), body);
  return response.data;
}

export function useUpdateSalesChannel(config: MutationConfig<UpdateSalesChannelInput, SalesChannel> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateSalesChannel,
    onSuccess: async (...args) => {
      const { organisation } = args[1];
      void queryClient.invalidateQueries({ queryKey: queryKeys.reportSources(organisation) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.salesChannels(organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
