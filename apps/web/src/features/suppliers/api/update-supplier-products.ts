import type { Supplier, SupplierProductsRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { supplierPath } from './get-supplier.ts';

export interface UpdateSupplierProductsInput {
  organisation: string;
  id: number;
  products: SupplierProductsRequest['products'];
}

/** Replaces the products a supplier supplies, each with its buffer and production lead days. */
export async function updateSupplierProducts({
  organisation,
  id,
  products,
}: UpdateSupplierProductsInput): Promise<Supplier> {
  const response = await apiClient.put<{ data: Supplier }>(`${supplierPath(organisation, id)}/products`, {
    products,
  });
  return response.data;
}

export function useUpdateSupplierProducts(
  config: MutationConfig<UpdateSupplierProductsInput, Supplier> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateSupplierProducts,
    onSuccess: async (...args) => {
      const [supplier, { organisation, id }] = args;
      queryClient.setQueryData([...queryKeys.suppliers(organisation), id], supplier);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...queryKeys.suppliers(organisation), 'list'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) }),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
