import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { productKey, productPath } from './get-product.ts';

export interface DeleteProductInput {
  organisation: string;
  id: number;
}

export function deleteProduct({ organisation, id }: DeleteProductInput): Promise<void> {
  return apiClient.delete(productPath(organisation, id));
}

export function useDeleteProduct(config: MutationConfig<DeleteProductInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteProduct,
    onSuccess: async (...args) => {
      const { organisation, id } = args[1];
      queryClient.removeQueries({ queryKey: productKey(organisation, id) });
      // Deleting a product unmaps its SKUs: SKU lists and the attention count change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.skus(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.suppliers(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.counts(organisation) }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
