import type { Movement, StockAdjustmentRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

export interface CreateAdjustmentInput {
  organisation: string;
  warehouse: string;
  body: StockAdjustmentRequest;
}

export async function createAdjustment({
  organisation,
  warehouse,
  body,
}: CreateAdjustmentInput): Promise<Movement> {
  const response = await apiClient.post<{ data: Movement }>(
    `${warehousesPath(organisation, warehouse)}/adjustments`,
    body,
  );
  return response.data;
}

/**
 * An adjustment changes this warehouse's stock table, ledger and totals, the warehouse list's
 * units, and the stock figures of SKUs, products and sales channels; all are refreshed.
 */
export function useCreateAdjustment(config: MutationConfig<CreateAdjustmentInput, Movement> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createAdjustment,
    onSuccess: async (...args) => {
      const { organisation } = args[1];
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: warehouseKeys.all(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.skus(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.salesChannels(organisation) }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
