import type { Supplier, SupplierRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { supplierPaths } from '../suppliers-paths.ts';

export interface UpdateSupplierInput {
  organisationUlid: string;
  id: number;
  supplier: SupplierRequest;
}

export async function updateSupplier({
  organisationUlid,
  id,
  supplier,
}: UpdateSupplierInput): Promise<Supplier> {
  const response = await apiClient.put<{ data: Supplier }>(
    supplierPaths.detail(organisationUlid, id),
    supplier,
  );
  return response.data;
}

export function useUpdateSupplier(config: MutationConfig<UpdateSupplierInput, Supplier> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateSupplier,
    onSuccess: async (...args) => {
      // Product screens show their suppliers' names.
      await invalidateResources(queryClient, args[1].organisationUlid, ['suppliers', 'products']);
      return config.onSuccess?.(...args);
    },
  });
}
