import type { CreateSkuRequest, Sku } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, SKU_CHANGES } from '../../../lib/query-keys.ts';
import { skuPaths } from '../skus-paths.ts';

export interface CreateSkuInput {
  organisationUlid: string;
  sku: CreateSkuRequest;
}

export async function createSku({ organisationUlid, sku }: CreateSkuInput): Promise<Sku> {
  const response = await apiClient.post<{ data: Sku }>(skuPaths.list(organisationUlid), sku);
  return response.data;
}

export function useCreateSku(config: MutationConfig<CreateSkuInput, Sku> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createSku,
    onSuccess: async (...args) => {
      await invalidateResources(queryClient, args[1].organisationUlid, SKU_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
