import type { Warehouse, WarehouseRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { warehouseKeys, warehousesPath } from './warehouses-path.ts';

export interface UpdateWarehouseInput {
  organisation: string;
  warehouse: string;
  body: WarehouseRequest;
}

export async function updateWarehouse({
  organisation,
  warehouse,
  body,
}: UpdateWarehouseInput): Promise<Warehouse> {
  const response = await apiClient.put<{ data: Warehouse }>(warehousesPath(organisation, warehouse), body);
  return response.data;
}

export function useUpdateWarehouse(config: MutationConfig<UpdateWarehouseInput, Warehouse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateWarehouse,
    onSuccess: async (...args) => {
      // Lists show name, flags and countries too, so everything warehouse-shaped is refreshed.
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all(args[1].organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
