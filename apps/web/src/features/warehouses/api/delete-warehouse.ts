import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateAfterDelete } from '../../../lib/query-keys.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export interface DeleteWarehouseInput {
  organisationUlid: string;
  warehouseUlid: string;
}

export function deleteWarehouse({ organisationUlid, warehouseUlid }: DeleteWarehouseInput): Promise<void> {
  return apiClient.delete(warehousePaths.detail(organisationUlid, warehouseUlid));
}

export function useDeleteWarehouse(config: MutationConfig<DeleteWarehouseInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteWarehouse,
    onSuccess: async (...args) => {
      const { organisationUlid, warehouseUlid } = args[1];
      // Lists and stock totals (SKUs, sales channels) lose the warehouse.
      await invalidateAfterDelete(
        queryClient,
        organisationUlid,
        warehouseKeys.detail(organisationUlid, warehouseUlid),
        ['warehouses', 'skus', 'sales-channels'],
      );
      return config.onSuccess?.(...args);
    },
  });
}
