import type { FulfillmentCenter, Paginated } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { fulfillmentCenterKeys } from '../fulfillment-centers-keys.ts';
import { fulfillmentCenterPaths } from '../fulfillment-centers-paths.ts';

export function getFulfillmentCenters(
  organisationUlid: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<FulfillmentCenter>> {
  return apiClient.get<Paginated<FulfillmentCenter>>(fulfillmentCenterPaths.list(organisationUlid), {
    query,
    signal,
  });
}

export function fulfillmentCentersQueryOptions(organisationUlid: string, query: QueryParams) {
  return queryOptions({
    queryKey: fulfillmentCenterKeys.list(organisationUlid, query),
    queryFn: ({ signal }) => getFulfillmentCenters(organisationUlid, query, signal),
    placeholderData: keepPreviousData,
  });
}
