import type { FulfillmentCenter } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fulfillmentCentersPath } from './fulfillment-centers-path.ts';

export async function getFulfillmentCenter(
  organisation: string,
  id: number,
  signal?: AbortSignal,
): Promise<FulfillmentCenter> {
  const response = await apiClient.get<{ data: FulfillmentCenter }>(
    fulfillmentCentersPath(organisation, id),
    {
      signal,
    },
  );
  return response.data;
}

export function fulfillmentCenterQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: [...queryKeys.fulfillmentCenters(organisation), 'one', id] as const,
    queryFn: ({ signal }) => getFulfillmentCenter(organisation, id, signal),
  });
}
