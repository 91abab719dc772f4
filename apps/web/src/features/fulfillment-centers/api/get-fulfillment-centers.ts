import type { FulfillmentCenter, Paginated } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fulfillmentCentersPath } from './fulfillment-centers-path.ts';

export function getFulfillmentCenters(
  organisation: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<FulfillmentCenter>> {
  return apiClient.get<Paginated<FulfillmentCenter>>(fulfillmentCentersPath(organisation), { query, signal });
}

export function fulfillmentCentersQueryOptions(organisation: string, query: QueryParams) {
  return queryOptions({
    queryKey: [...queryKeys.fulfillmentCenters(organisation), 'list', query] as const,
    queryFn: ({ signal }) => getFulfillmentCenters(organisation, query, signal),
    placeholderData: keepPreviousData,
  });
}
