import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateAfterDelete } from '../../../lib/query-keys.ts';
import { supplierKeys } from '../suppliers-keys.ts';
import { supplierPaths } from '../suppliers-paths.ts';

export interface DeleteSupplierInput {
  organisationUlid: string;
  id: number;
}

export function deleteSupplier({ organisationUlid, id }: DeleteSupplierInput): Promise<void> {
  return apiClient.delete(supplierPaths.detail(organisationUlid, id));
}

export function useDeleteSupplier(config: MutationConfig<DeleteSupplierInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteSupplier,
    onSuccess: async (...args) => {
      const { organisationUlid, id } = args[1];
      // Its products lose it as their main supplier.
      await invalidateAfterDelete(queryClient, organisationUlid, supplierKeys.detail(organisationUlid, id), [
        'suppliers',
        'products',
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
