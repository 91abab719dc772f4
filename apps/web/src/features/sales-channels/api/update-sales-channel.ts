import type { SalesChannel, SalesChannelRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { salesChannelKeys } from '../sales-channels-keys.ts';
import { salesChannelPaths } from '../sales-channels-paths.ts';

export interface UpdateSalesChannelInput {
  organisationUlid: string;
  id: number;
  body: SalesChannelRequest;
}

export async function updateSalesChannel({
  organisationUlid,
  id,
  body,
}: UpdateSalesChannelInput): Promise<SalesChannel> {
  const response = await apiClient.put<{ data: SalesChannel }>(
    salesChannelPaths.detail(organisationUlid, id),
    body,
  );
  return response.data;
}

export function useUpdateSalesChannel(config: MutationConfig<UpdateSalesChannelInput, SalesChannel> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateSalesChannel,
    onSuccess: async (...args) => {
      const { organisationUlid } = args[1];
      // A report source lists its sales channels, so the cached sources are refreshed too.
      void invalidateResources(queryClient, organisationUlid, ['report-sources']);
      await queryClient.invalidateQueries({ queryKey: salesChannelKeys.all(organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
