import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateAfterDelete, SKU_CHANGES } from '../../../lib/query-keys.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export interface DeleteProductInput {
  organisationUlid: string;
  id: number;
}

export function deleteProduct({ organisationUlid, id }: DeleteProductInput): Promise<void> {
  return apiClient.delete(productPaths.detail(organisationUlid, id));
}

export function useDeleteProduct(config: MutationConfig<DeleteProductInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteProduct,
    onSuccess: async (...args) => {
      const { organisationUlid, id } = args[1];
      // Deleting a product unmaps its SKUs (a SKU change: lists and the attention count) and
      // takes it off its suppliers' lists.
      await invalidateAfterDelete(queryClient, organisationUlid, productKeys.detail(organisationUlid, id), [
        ...SKU_CHANGES,
        'suppliers',
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
