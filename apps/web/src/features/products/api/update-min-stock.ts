import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export interface UpdateMinStockInput {
  organisationUlid: string;
  id: number;
  minStock: number | null;
}

export async function updateMinStock({
  organisationUlid,
  id,
  minStock,
}: UpdateMinStockInput): Promise<number | null> {
  const response = await apiClient.put<{ data: { min_stock: number | null } }>(
    productPaths.minStock(organisationUlid, id),
    { min_stock: minStock },
  );
  return response.data.min_stock;
}

export function useUpdateMinStock(config: MutationConfig<UpdateMinStockInput, number | null> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateMinStock,
    onSuccess: async (...args) => {
      const [saved, { organisationUlid, id }] = args;
      queryClient.setQueryData(productKeys.minStock(organisationUlid, id), saved);
      // The product itself (not its stock and transfers, which did not change) and the lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(organisationUlid, id), exact: true }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists(organisationUlid) }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
