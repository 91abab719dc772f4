import type { Sku, UpdateSkuRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, SKU_CHANGES } from '../../../lib/query-keys.ts';
import { skuPaths } from '../skus-paths.ts';

export interface UpdateSkuInput {
  organisationUlid: string;
  id: number;
  sku: UpdateSkuRequest;
}

export async function updateSku({ organisationUlid, id, sku }: UpdateSkuInput): Promise<Sku> {
  const response = await apiClient.put<{ data: Sku }>(skuPaths.detail(organisationUlid, id), sku);
  return response.data;
}

export function useUpdateSku(config: MutationConfig<UpdateSkuInput, Sku> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateSku,
    onSuccess: async (...args) => {
      await invalidateResources(queryClient, args[1].organisationUlid, SKU_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
