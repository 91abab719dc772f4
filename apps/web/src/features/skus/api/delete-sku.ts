import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { skuPath } from './get-sku.ts';
import { invalidateSkuViews } from './invalidate-sku-views.ts';

export interface DeleteSkuInput {
  organisation: string;
  id: number;
}

export function deleteSku({ organisation, id }: DeleteSkuInput): Promise<void> {
  return apiClient.delete(skuPath(organisation, id));
}

export function useDeleteSku(config: MutationConfig<DeleteSkuInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteSku,
    onSuccess: async (...args) => {
      const { organisation, id } = args[1];
      queryClient.removeQueries({ queryKey: [...queryKeys.skus(organisation), id] });
      await invalidateSkuViews(queryClient, organisation);
      return config.onSuccess?.(...args);
    },
  });
}
