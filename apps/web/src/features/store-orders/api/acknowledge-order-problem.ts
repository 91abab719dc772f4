import type { AcknowledgeOrderProblemRequest, StoreOrderDetail } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { storeOrderKeys } from '../store-orders-keys.ts';
import { storeOrderPaths } from '../store-orders-paths.ts';

export interface AcknowledgeInput {
  organisationUlid: string;
  id: number;
  body: AcknowledgeOrderProblemRequest;
}

/** Acknowledges an order's problems with a note; answers the order as it now is. */
export async function acknowledgeOrderProblem({ organisationUlid, id, body }: AcknowledgeInput) {
  const response = await apiClient.post<{ data: StoreOrderDetail }>(
    storeOrderPaths.acknowledge(organisationUlid, id),
    body,
  );
  return response.data;
}

/** The order's answer goes into its detail; the lists and the sidebar's Problem Orders badge refresh. */
export function useAcknowledgeOrderProblem(config: MutationConfig<AcknowledgeInput, StoreOrderDetail> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: acknowledgeOrderProblem,
    onSuccess: async (...args) => {
      const [order, { organisationUlid, id }] = args;
      queryClient.setQueryData(storeOrderKeys.detail(organisationUlid, id), order);
      await invalidateResources(queryClient, organisationUlid, ['store-orders', 'counts']);
      return config.onSuccess?.(...args);
    },
  });
}
