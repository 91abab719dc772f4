import { adoptShippingTimes, type LeadTimeTarget, type Supplier } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import type { MutationConfig } from '../mutation-config.ts';
import { invalidateResources } from '../query-keys.ts';

export interface AdoptShippingTimeInput {
  organisationUlid: string;
  target: Extract<NonNullable<LeadTimeTarget>, { kind: 'supplier_shipping_times' }>;
  days: number;
}

/**
 * "Use learned" on a supplier's lane (the supplier's screen and the destination warehouse's): its
 * shipping times as they are now, with the ones the lane's lookup reads set to the learned days,
 * saved through the supplier's own update (PUT …/suppliers/{id}).
 */
export async function adoptLearnedShippingTime({
  organisationUlid,
  target,
  days,
}: AdoptShippingTimeInput): Promise<Supplier> {
  const path = organisationApiPath(organisationUlid, 'suppliers', target.supplier_id);
  const { data: supplier } = await apiClient.get<{ data: Supplier }>(path);
  const response = await apiClient.put<{ data: Supplier }>(path, {
    name: supplier.name,
    shipping_times: adoptShippingTimes(supplier.shipping_times, target.entries, days),
  });
  return response.data;
}

export function useAdoptLearnedShippingTime(config: MutationConfig<AdoptShippingTimeInput, Supplier> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: adoptLearnedShippingTime,
    onSuccess: async (...args) => {
      // The supplier (its form and lead times) and the warehouses' lead times show it.
      await invalidateResources(queryClient, args[1].organisationUlid, ['suppliers', 'warehouses']);
      return config.onSuccess?.(...args);
    },
  });
}
