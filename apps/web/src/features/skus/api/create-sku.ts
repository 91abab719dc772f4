import type { CreateSkuRequest, Sku } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { skusPath } from './get-skus.ts';
import { invalidateSkuViews } from './invalidate-sku-views.ts';

export interface CreateSkuInput {
  organisation: string;
  sku: CreateSkuRequest;
}

export async function createSku({ organisation, sku }: CreateSkuInput): Promise<Sku> {
  const response = await apiClient.post<{ data: Sku }>(skusPath(organisation), sku);
  return response.data;
}

export function useCreateSku(config: MutationConfig<CreateSkuInput, Sku> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createSku,
    onSuccess: async (...args) => {
      await invalidateSkuViews(queryClient, args[1].organisation);
      return config.onSuccess?.(...args);
    },
  });
}
