import type { Warehouse, WarehouseRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export interface UpdateWarehouseInput {
  organisationUlid: string;
  warehouseUlid: string;
  body: WarehouseRequest;
}

export async function updateWarehouse({
  organisationUlid,
  warehouseUlid,
  body,
}: UpdateWarehouseInput): Promise<Warehouse> {
  const response = await apiClient.put<{ data: Warehouse }>(
    warehousePaths.detail(organisationUlid, warehouseUlid),
    body,
  );
  return response.data;
}

export function useUpdateWarehouse(config: MutationConfig<UpdateWarehouseInput, Warehouse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateWarehouse,
    onSuccess: async (...args) => {
      // Lists show name, flags and countries too, so everything warehouse-shaped is refreshed.
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
