import type { Shipment, ShipmentRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { shipmentKeys } from '../shipments-keys.ts';
import { shipmentPaths } from '../shipments-paths.ts';
import { invalidateShipmentChanges } from './shipment-changes.ts';

export interface UpdateShipmentInput {
  organisationUlid: string;
  id: number;
  shipment: ShipmentRequest;
}

export async function updateShipment({
  organisationUlid,
  id,
  shipment,
}: UpdateShipmentInput): Promise<Shipment> {
  const response = await apiClient.put<{ data: Shipment }>(
    shipmentPaths.detail(organisationUlid, id),
    shipment,
  );
  return response.data;
}

/** Changes a shipment (the auto-import switch); with auto_import its transfer follows at once. */
export function useUpdateShipment(config: MutationConfig<UpdateShipmentInput, Shipment> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateShipment,
    onSuccess: async (...args) => {
      const [shipment, { organisationUlid, id }] = args;
      queryClient.setQueryData(shipmentKeys.detail(organisationUlid, id), shipment);
      await invalidateShipmentChanges(queryClient, organisationUlid);
      return config.onSuccess?.(...args);
    },
  });
}
