import type { SalesChannel, SalesChannelRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { salesChannelKeys } from '../sales-channels-keys.ts';
import { salesChannelPaths } from '../sales-channels-paths.ts';

export interface CreateSalesChannelInput {
  organisationUlid: string;
  body: SalesChannelRequest;
}

export async function createSalesChannel({
  organisationUlid,
  body,
}: CreateSalesChannelInput): Promise<SalesChannel> {
  const response = await apiClient.post<{ data: SalesChannel }>(
    salesChannelPaths.list(organisationUlid),
    body,
  );
  return response.data;
}

export function useCreateSalesChannel(config: MutationConfig<CreateSalesChannelInput, SalesChannel> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createSalesChannel,
    onSuccess: async (...args) => {
      const { organisationUlid } = args[1];
      // A report source lists its sales channels, so the cached sources are refreshed too.
      void invalidateResources(queryClient, organisationUlid, ['report-sources']);
      await queryClient.invalidateQueries({ queryKey: salesChannelKeys.all(organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
