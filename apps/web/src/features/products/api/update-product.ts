import type { Product, ProductRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { productKey, productPath } from './get-product.ts';

export interface UpdateProductInput {
  organisation: string;
  id: number;
  product: ProductRequest;
}

export async function updateProduct({ organisation, id, product }: UpdateProductInput): Promise<Product> {
  const response = await apiClient.put<{ data: Product }>(productPath(organisation, id), product);
  return response.data;
}

export function useUpdateProduct(config: MutationConfig<UpdateProductInput, Product> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateProduct,
    onSuccess: async (...args) => {
      const [updated, { organisation, id }] = args;
      queryClient.setQueryData(productKey(organisation, id), (old: Product | undefined) => ({
        ...old,
        ...updated,
      }));
      // Lists show the product's name, COGS and supplier; SKU lists show its name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.skus(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.suppliers(organisation) }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
