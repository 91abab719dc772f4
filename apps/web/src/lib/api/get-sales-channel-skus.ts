import type { Paginated, Sku } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import { resourceKeys } from '../query-keys.ts';

/**
 * A channel's listed SKUs are the SKU list filtered by `sales_channel_id` (the query carries it): a
 * page of the SKU list, cached as one, so SKU changes made elsewhere refresh it too.
 */
export function salesChannelSkusQueryOptions(organisationUlid: string, query: QueryParams) {
  return queryOptions({
    queryKey: resourceKeys('skus').list(organisationUlid, query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<Sku>>(organisationApiPath(organisationUlid, 'skus'), { query, signal }),
    placeholderData: keepPreviousData,
  });
}
