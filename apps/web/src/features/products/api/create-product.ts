import type { Product, ProductRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { productsPath } from './get-products.ts';

export interface CreateProductInput {
  organisation: string;
  product: ProductRequest;
}

export async function createProduct({ organisation, product }: CreateProductInput): Promise<Product> {
  const response = await apiClient.post<{ data: Product }>(productsPath(organisation), product);
  return response.data;
}

export function useCreateProduct(config: MutationConfig<CreateProductInput, Product> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createProduct,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.products(args[1].organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
