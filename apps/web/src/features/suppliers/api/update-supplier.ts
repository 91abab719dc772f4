import type { Supplier, SupplierRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { supplierPath } from './get-supplier.ts';

export interface UpdateSupplierInput {
  organisation: string;
  id: number;
  supplier: SupplierRequest;
}

export async function updateSupplier({ organisation, id, supplier }: UpdateSupplierInput): Promise<Supplier> {
  const response = await apiClient.put<{ data: Supplier }>(supplierPath(organisation, id), supplier);
  return response.data;
}

export function useUpdateSupplier(config: MutationConfig<UpdateSupplierInput, Supplier> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateSupplier,
    onSuccess: async (...args) => {
      const { organisation } = args[1];
      // Product screens show their suppliers' names.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.suppliers(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
