import type { Sku, UpdateSkuRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { skuPath } from './get-sku.ts';
import { invalidateSkuViews } from './invalidate-sku-views.ts';

export interface UpdateSkuInput {
  organisation: string;
  id: number;
  sku: UpdateSkuRequest;
}

export async function updateSku({ organisation, id, sku }: UpdateSkuInput): Promise<Sku> {
  const response = await apiClient.put<{ data: Sku }>(skuPath(organisation, id), sku);
  return response.data;
}

export function useUpdateSku(config: MutationConfig<UpdateSkuInput, Sku> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateSku,
    onSuccess: async (...args) => {
      await invalidateSkuViews(queryClient, args[1].organisation);
      return config.onSuccess?.(...args);
    },
  });
}
