import type { PurchaseOrder, PurchaseOrderRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { purchaseOrderKeys } from '../purchase-orders-keys.ts';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

export interface SavePurchaseOrderInput {
  organisationUlid: string;
  /** Absent for a new purchase order. */
  id?: number;
  purchaseOrder: PurchaseOrderRequest;
}

/** POST a new purchase order (a draft), or PUT a draft's changes. */
export async function savePurchaseOrder({ organisationUlid, id, purchaseOrder }: SavePurchaseOrderInput) {
  const response =
    id === undefined
      ? await apiClient.post<{ data: PurchaseOrder }>(
          purchaseOrderPaths.list(organisationUlid),
          purchaseOrder,
        )
      : await apiClient.put<{ data: PurchaseOrder }>(
          purchaseOrderPaths.detail(organisationUlid, id),
          purchaseOrder,
        );
  return response.data;
}

export function useSavePurchaseOrder(config: MutationConfig<SavePurchaseOrderInput, PurchaseOrder> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: savePurchaseOrder,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
