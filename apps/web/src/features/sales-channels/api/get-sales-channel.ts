import type { SalesChannel } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { salesChannelKeys } from '../sales-channels-keys.ts';
import { salesChannelPaths } from '../sales-channels-paths.ts';

export async function getSalesChannel(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<SalesChannel> {
  const response = await apiClient.get<{ data: SalesChannel }>(
    salesChannelPaths.detail(organisationUlid, id),
    {
      signal,
    },
  );
  return response.data;
}

export function salesChannelQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: salesChannelKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getSalesChannel(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
