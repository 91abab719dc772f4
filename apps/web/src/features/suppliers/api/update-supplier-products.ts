import type { Supplier, SupplierProductsRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { supplierKeys } from '../suppliers-keys.ts';
import { supplierPaths } from '../suppliers-paths.ts';

export interface UpdateSupplierProductsInput {
  organisationUlid: string;
  id: number;
  products: SupplierProductsRequest['products'];
}

/** Replaces the products a supplier supplies, each with its buffer and production lead days. */
export async function updateSupplierProducts({
  organisationUlid,
  id,
  products,
}: UpdateSupplierProductsInput): Promise<Supplier> {
  const response = await apiClient.put<{ data: Supplier }>(supplierPaths.products(organisationUlid, id), {
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
      const [supplier, { organisationUlid, id }] = args;
      queryClient.setQueryData(supplierKeys.detail(organisationUlid, id), supplier);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.lists(organisationUlid) }),
        // Its lead times show the production lead days typed for its products.
        queryClient.invalidateQueries({
          queryKey: [...supplierKeys.detail(organisationUlid, id), 'lead-times'],
        }),
        invalidateResources(queryClient, organisationUlid, ['products']),
      ]);
      return config.onSuccess?.(...args);
    },
  });
}
