import type { ImportShipmentTransferRequest, Shipment } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { shipmentKeys } from '../shipments-keys.ts';
import { shipmentPaths } from '../shipments-paths.ts';
import { invalidateShipmentChanges } from './shipment-changes.ts';

export interface ImportShipmentTransferInput {
  organisationUlid: string;
  id: number;
  request: ImportShipmentTransferRequest;
}

export async function importShipmentTransfer({
  organisationUlid,
  id,
  request,
}: ImportShipmentTransferInput): Promise<Shipment> {
  const response = await apiClient.post<{ data: Shipment }>(
    shipmentPaths.importTransfer(organisationUlid, id),
    request,
  );
  return response.data;
}

/** "Import as transfer": creates or updates the shipment's transfer (which may ship or receive stock). */
export function useImportShipmentTransfer(
  config: MutationConfig<ImportShipmentTransferInput, Shipment> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: importShipmentTransfer,
    onSuccess: async (...args) => {
      const [shipment, { organisationUlid, id }] = args;
      queryClient.setQueryData(shipmentKeys.detail(organisationUlid, id), shipment);
      await invalidateShipmentChanges(queryClient, organisationUlid);
      return config.onSuccess?.(...args);
    },
  });
}
