import type { SalesChannel } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { salesChannelsPath } from './sales-channels-path.ts';

export async function getSalesChannel(
  organisation: string,
  id: number,
  signal?: AbortSignal,
): Promise<SalesChannel> {
  const response = await apiClient.get<{ data: SalesChannel }>(salesChannelsPath(organisation, id), {
    signal,
  });
  return response.data;
}

export function salesChannelQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: [...queryKeys.salesChannels(organisation), 'one', id] as const,
    queryFn: ({ signal }) => getSalesChannel(organisation, id, signal),
  });
}
