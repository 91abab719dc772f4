import type { Movement, StockAdjustmentRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export interface CreateAdjustmentInput {
  organisationUlid: string;
  warehouseUlid: string;
  body: StockAdjustmentRequest;
}

export async function createAdjustment({
  organisationUlid,
  warehouseUlid,
  body,
}: CreateAdjustmentInput): Promise<Movement> {
  const response = await apiClient.post<{ data: Movement }>(
    warehousePaths.adjustments(organisationUlid, warehouseUlid),
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
      await invalidateResources(queryClient, args[1].organisationUlid, [
        'warehouses',
        'skus',
        'products',
        'sales-channels',
        'stock',
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
