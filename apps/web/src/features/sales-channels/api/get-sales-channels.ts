import type { Paginated, SalesChannel } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { salesChannelKeys } from '../sales-channels-keys.ts';
import { salesChannelPaths } from '../sales-channels-paths.ts';

export function getSalesChannels(
  organisationUlid: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<SalesChannel>> {
  return apiClient.get<Paginated<SalesChannel>>(salesChannelPaths.list(organisationUlid), { query, signal });
}

export function salesChannelsQueryOptions(organisationUlid: string, query: QueryParams) {
  return queryOptions({
    queryKey: salesChannelKeys.list(organisationUlid, query),
    queryFn: ({ signal }) => getSalesChannels(organisationUlid, query, signal),
    placeholderData: keepPreviousData,
  });
}
