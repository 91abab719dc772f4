import type { Warehouse, WarehouseRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { warehouseKeys } from '../warehouses-keys.ts';
import { warehousePaths } from '../warehouses-paths.ts';

export interface CreateWarehouseInput {
  organisationUlid: string;
  body: WarehouseRequest;
}

export async function createWarehouse({ organisationUlid, body }: CreateWarehouseInput): Promise<Warehouse> {
  const response = await apiClient.post<{ data: Warehouse }>(warehousePaths.list(organisationUlid), body);
  return response.data;
}

export function useCreateWarehouse(config: MutationConfig<CreateWarehouseInput, Warehouse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createWarehouse,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
