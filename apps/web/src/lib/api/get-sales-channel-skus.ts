import type { Paginated, Sku } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A channel's listed SKUs are the SKU list filtered by `sales_channel_id` (the query carries it). */
export function getSalesChannelSkus(
  organisation: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Sku>> {
  return apiClient.get<Paginated<Sku>>(`/api/organisations/${encodeURIComponent(organisation)}/skus`, {
    query,
    signal,
  });
}

export function salesChannelSkusQueryOptions(organisation: string, query: QueryParams) {
  return queryOptions({
    // Under the SKU keys, so SKU changes made elsewhere refresh it too.
    queryKey: [...queryKeys.skus(organisation), 'by-sales-channel', query] as const,
    queryFn: ({ signal }) => getSalesChannelSkus(organisation, query, signal),
    placeholderData: keepPreviousData,
  });
}
