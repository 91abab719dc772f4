import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { minStockKey, minStockPath } from './get-min-stock.ts';
import { productKey } from './get-product.ts';

export interface UpdateMinStockInput {
  organisation: string;
  id: number;
  minStock: number | null;
}

export async function updateMinStock({
  organisation,
  id,
  minStock,
}: UpdateMinStockInput): Promise<number | null> {
  const response = await apiClient.put<{ data: { min_stock: number | null } }>(
    minStockPath(organisation, id),
    {
      min_stock: minStock,
    },
  );
  return response.data.min_stock;
}

export function useUpdateMinStock(config: MutationConfig<UpdateMinStockInput, number | null> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateMinStock,
    onSuccess: async (...args) => {
      const [saved, { organisation, id }] = args;
      queryClient.setQueryData(minStockKey(organisation, id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKey(organisation, id), exact: true }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.products(organisation), 'list'] }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
