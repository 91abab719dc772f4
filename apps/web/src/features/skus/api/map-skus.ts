import type { SkuMappingRequest, skuMappingResponseSchema } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { skusPath } from './get-skus.ts';
import { invalidateSkuViews } from './invalidate-sku-views.ts';

export type SkuMappingResult = z.infer<typeof skuMappingResponseSchema>['data'];

export interface MapSkusInput {
  organisation: string;
  mapping: SkuMappingRequest;
}

/** Assigns many SKUs to one product, existing (product_id) or new (new_product_name). */
export async function mapSkus({ organisation, mapping }: MapSkusInput): Promise<SkuMappingResult> {
  const response = await apiClient.post<{ data: SkuMappingResult }>(
    `${skusPath(organisation)}/mapping`,
    mapping,
  );
  return response.data;
}

export function useMapSkus(config: MutationConfig<MapSkusInput, SkuMappingResult> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: mapSkus,
    onSuccess: async (...args) => {
      await invalidateSkuViews(queryClient, args[1].organisation);
      return config.onSuccess?.(...args);
    },
  });
}
