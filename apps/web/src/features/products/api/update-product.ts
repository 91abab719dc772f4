import type { Product, ProductRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export interface UpdateProductInput {
  organisationUlid: string;
  id: number;
  product: ProductRequest;
}

export async function updateProduct({ organisationUlid, id, product }: UpdateProductInput): Promise<Product> {
  const response = await apiClient.put<{ data: Product }>(productPaths.detail(organisationUlid, id), product);
  return response.data;
}

export function useUpdateProduct(config: MutationConfig<UpdateProductInput, Product> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateProduct,
    onSuccess: async (...args) => {
      const [updated, { organisationUlid, id }] = args;
      queryClient.setQueryData(productKeys.detail(organisationUlid, id), (old: Product | undefined) => ({
        ...old,
        ...updated,
      }));
      // Lists show the product's name, COGS and supplier; SKU lists and suppliers show its name.
      await invalidateResources(queryClient, organisationUlid, ['products', 'skus', 'suppliers']);
      return config.onSuccess?.(...args);
    },
  });
}
