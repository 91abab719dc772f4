import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

export interface DeleteWarehouseInput {
  organisation: string;
  warehouse: string;
}

export function deleteWarehouse({ organisation, warehouse }: DeleteWarehouseInput): Promise<void> {
  return apiClient.delete(warehousesPath(organisation, warehouse));
}

export function useDeleteWarehouse(config: MutationConfig<DeleteWarehouseInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteWarehouse,
    onSuccess: (...args) => {
      const { organisation, warehouse } = args[1];
      // The deleted warehouse's own queries would only 404 if refetched while its screen is still
      // mounted: they are marked stale without a refetch. Lists and stock totals are refreshed.
      void queryClient.invalidateQueries({
        queryKey: warehouseKeys.one(organisation, warehouse),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: [...warehouseKeys.all(organisation), 'list'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.skus(organisation) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.salesChannels(organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
