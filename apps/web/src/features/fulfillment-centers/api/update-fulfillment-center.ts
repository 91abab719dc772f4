import type { FulfillmentCenter, FulfillmentCenterRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fulfillmentCentersPath } from './fulfillment-centers-path.ts';

export interface UpdateFulfillmentCenterInput {
  organisation: string;
  id: number;
  body: FulfillmentCenterRequest;
}

export async function updateFulfillmentCenter({
  organisation,
  id,
  body,
}: UpdateFulfillmentCenterInput): Promise<FulfillmentCenter> {
  const response = await apiClient.put<{ data: FulfillmentCenter }>(
    fulfillmentCentersPath(organisation, id),
    body,
  );
  return response.data;
}

export function useUpdateFulfillmentCenter(
  config: MutationConfig<UpdateFulfillmentCenterInput, FulfillmentCenter> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateFulfillmentCenter,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentCenters(args[1].organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
