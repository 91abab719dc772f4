import type { FulfillmentCenter } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { fulfillmentCenterKeys } from '../fulfillment-centers-keys.ts';
import { fulfillmentCenterPaths } from '../fulfillment-centers-paths.ts';

export async function getFulfillmentCenter(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<FulfillmentCenter> {
  const response = await apiClient.get<{ data: FulfillmentCenter }>(
    fulfillmentCenterPaths.detail(organisationUlid, id),
    { signal },
  );
  return response.data;
}

export function fulfillmentCenterQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: fulfillmentCenterKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getFulfillmentCenter(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
