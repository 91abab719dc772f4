import type { SalesChannel, SalesChannelRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { salesChannelsPath } from './sales-channels-path.ts';

export interface CreateSalesChannelInput {
  organisation: string;
  body: SalesChannelRequest;
}

export async function createSalesChannel({
  organisation,
  body,
}: CreateSalesChannelInput): Promise<SalesChannel> {
  const response = await apiClient.post<{ data: SalesChannel }>(salesChannelsPath(organisation), body);
  return response.data;
}

export function useCreateSalesChannel(config: MutationConfig<CreateSalesChannelInput, SalesChannel> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createSalesChannel,
    onSuccess: async (...args) => {
      const { organisation } = args[1];
      // A report source lists its sales channels, so the cached sources are refreshed too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.reportSources(organisation) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.salesChannels(organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
