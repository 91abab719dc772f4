import type { Supplier, SupplierRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { supplierKeys } from '../suppliers-keys.ts';
import { supplierPaths } from '../suppliers-paths.ts';

export interface CreateSupplierInput {
  organisationUlid: string;
  supplier: SupplierRequest;
}

export async function createSupplier({ organisationUlid, supplier }: CreateSupplierInput): Promise<Supplier> {
  const response = await apiClient.post<{ data: Supplier }>(supplierPaths.list(organisationUlid), supplier);
  return response.data;
}

export function useCreateSupplier(config: MutationConfig<CreateSupplierInput, Supplier> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createSupplier,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: supplierKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
