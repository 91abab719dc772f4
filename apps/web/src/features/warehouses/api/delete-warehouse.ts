import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
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
    onSuccess: (...args) => {
      const { organisationUlid, warehouseUlid } = args[1];
      // The deleted warehouse's own queries would only 404 if refetched while its screen is still
      // mounted: they are marked stale without a refetch. Lists and stock totals are refreshed.
      void queryClient.invalidateQueries({
        queryKey: warehouseKeys.detail(organisationUlid, warehouseUlid),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: warehouseKeys.lists(organisationUlid) });
      void invalidateResources(queryClient, organisationUlid, ['skus', 'sales-channels']);
      return config.onSuccess?.(...args);
    },
  });
}
