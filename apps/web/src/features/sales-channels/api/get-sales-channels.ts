import type { Paginated, SalesChannel } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { salesChannelsPath } from './sales-channels-path.ts';

export function getSalesChannels(
  organisation: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<SalesChannel>> {
  return apiClient.get<Paginated<SalesChannel>>(salesChannelsPath(organisation), { query, signal });
}

export function salesChannelsQueryOptions(organisation: string, query: QueryParams) {
  return queryOptions({
    queryKey: [...queryKeys.salesChannels(organisation), 'list', query] as const,
    queryFn: ({ signal }) => getSalesChannels(organisation, query, signal),
    placeholderData: keepPreviousData,
  });
}
