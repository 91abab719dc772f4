import type { FulfillmentCenter, FulfillmentCenterRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { fulfillmentCenterKeys } from '../fulfillment-centers-keys.ts';
import { fulfillmentCenterPaths } from '../fulfillment-centers-paths.ts';

export interface CreateFulfillmentCenterInput {
  organisationUlid: string;
  body: FulfillmentCenterRequest;
}

export async function createFulfillmentCenter({
  organisationUlid,
  body,
}: CreateFulfillmentCenterInput): Promise<FulfillmentCenter> {
  const response = await apiClient.post<{ data: FulfillmentCenter }>(
    fulfillmentCenterPaths.list(organisationUlid),
    body,
  );
  return response.data;
}

export function useCreateFulfillmentCenter(
  config: MutationConfig<CreateFulfillmentCenterInput, FulfillmentCenter> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createFulfillmentCenter,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fulfillmentCenterKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
