import type { FulfillmentCenter, FulfillmentCenterRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fulfillmentCentersPath } from './fulfillment-centers-path.ts';

export interface CreateFulfillmentCenterInput {
  organisation: string;
  body: FulfillmentCenterRequest;
}

export async function createFulfillmentCenter({
  organisation,
  body,
}: CreateFulfillmentCenterInput): Promise<FulfillmentCenter> {
  const response = await apiClient.post<{ data: FulfillmentCenter }>(
    fulfillmentCentersPath(organisation),
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
      await queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentCenters(args[1].organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
