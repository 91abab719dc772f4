import type { FulfillmentCenter, FulfillmentCenterRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { fulfillmentCenterKeys } from '../fulfillment-centers-keys.ts';
import { fulfillmentCenterPaths } from '../fulfillment-centers-paths.ts';

export interface UpdateFulfillmentCenterInput {
  organisationUlid: string;
  id: number;
  body: FulfillmentCenterRequest;
}

export async function updateFulfillmentCenter({
  organisationUlid,
  id,
  body,
}: UpdateFulfillmentCenterInput): Promise<FulfillmentCenter> {
  const response = await apiClient.put<{ data: FulfillmentCenter }>(
    fulfillmentCenterPaths.detail(organisationUlid, id),
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
      await queryClient.invalidateQueries({ queryKey: fulfillmentCenterKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
