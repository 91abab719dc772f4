import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { supplierPath } from './get-supplier.ts';

export interface DeleteSupplierInput {
  organisation: string;
  id: number;
}

export function deleteSupplier({ organisation, id }: DeleteSupplierInput): Promise<void> {
  return apiClient.delete(supplierPath(organisation, id));
}

export function useDeleteSupplier(config: MutationConfig<DeleteSupplierInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteSupplier,
    onSuccess: async (...args) => {
      const { organisation, id } = args[1];
      queryClient.removeQueries({ queryKey: [...queryKeys.suppliers(organisation), id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.suppliers(organisation) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
