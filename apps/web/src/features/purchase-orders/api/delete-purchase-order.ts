import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateAfterDelete } from '../../../lib/query-keys.ts';
import { purchaseOrderKeys } from '../purchase-orders-keys.ts';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

export interface DeletePurchaseOrderInput {
  organisationUlid: string;
  id: number;
}

export async function deletePurchaseOrder({ organisationUlid, id }: DeletePurchaseOrderInput): Promise<void> {
  await apiClient.delete(purchaseOrderPaths.detail(organisationUlid, id));
}

export function useDeletePurchaseOrder(config: MutationConfig<DeletePurchaseOrderInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deletePurchaseOrder,
    onSuccess: async (...args) => {
      const { organisationUlid, id } = args[1];
      await invalidateAfterDelete(
        queryClient,
        organisationUlid,
        purchaseOrderKeys.detail(organisationUlid, id),
        ['purchase-orders'],
      );
      return config.onSuccess?.(...args);
    },
  });
}
