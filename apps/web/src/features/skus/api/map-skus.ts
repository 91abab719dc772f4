import type { SkuMappingRequest, SkuMappingResult } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, SKU_CHANGES } from '../../../lib/query-keys.ts';
import { skuPaths } from '../skus-paths.ts';

export interface MapSkusInput {
  organisationUlid: string;
  mapping: SkuMappingRequest;
}

/** Assigns many SKUs to one product, existing (product_id) or new (new_product_name). */
export async function mapSkus({ organisationUlid, mapping }: MapSkusInput): Promise<SkuMappingResult> {
  const response = await apiClient.post<{ data: SkuMappingResult }>(
    skuPaths.mapping(organisationUlid),
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
      await invalidateResources(queryClient, args[1].organisationUlid, SKU_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
