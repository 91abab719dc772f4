import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateAfterDelete, SKU_CHANGES } from '../../../lib/query-keys.ts';
import { skuKeys } from '../skus-keys.ts';
import { skuPaths } from '../skus-paths.ts';

export interface DeleteSkuInput {
  organisationUlid: string;
  id: number;
}

export function deleteSku({ organisationUlid, id }: DeleteSkuInput): Promise<void> {
  return apiClient.delete(skuPaths.detail(organisationUlid, id));
}

export function useDeleteSku(config: MutationConfig<DeleteSkuInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteSku,
    onSuccess: async (...args) => {
      const { organisationUlid, id } = args[1];
      await invalidateAfterDelete(
        queryClient,
        organisationUlid,
        skuKeys.detail(organisationUlid, id),
        SKU_CHANGES,
      );
      return config.onSuccess?.(...args);
    },
  });
}
