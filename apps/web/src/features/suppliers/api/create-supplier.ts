import type { Supplier, SupplierRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { suppliersPath } from './get-suppliers.ts';

export interface CreateSupplierInput {
  organisation: string;
  supplier: SupplierRequest;
}

export async function createSupplier({ organisation, supplier }: CreateSupplierInput): Promise<Supplier> {
  const response = await apiClient.post<{ data: Supplier }>(suppliersPath(organisation), supplier);
  return response.data;
}

export function useCreateSupplier(config: MutationConfig<CreateSupplierInput, Supplier> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createSupplier,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.suppliers(args[1].organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
