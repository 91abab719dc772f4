import type { Product, ProductRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export interface CreateProductInput {
  organisationUlid: string;
  product: ProductRequest;
}

export async function createProduct({ organisationUlid, product }: CreateProductInput): Promise<Product> {
  const response = await apiClient.post<{ data: Product }>(productPaths.list(organisationUlid), product);
  return response.data;
}

export function useCreateProduct(config: MutationConfig<CreateProductInput, Product> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createProduct,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
