import type { ShipmentImportResult } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { shipmentPaths } from '../shipments-paths.ts';
import { invalidateShipmentChanges } from './shipment-changes.ts';

export interface ImportShipmentsFileInput {
  organisationUlid: string;
  file: File;
}

/** Uploads an inbound-shipment file; the server writes all its shipments or none (422 per line). */
export async function importShipmentsFile({ organisationUlid, file }: ImportShipmentsFileInput) {
  const body = new FormData();
  body.set('file', file);
  const response = await apiClient.post<{ data: ShipmentImportResult }>(
    shipmentPaths.importFile(organisationUlid),
    body,
  );
  return response.data;
}

export function useImportShipmentsFile(
  config: MutationConfig<ImportShipmentsFileInput, ShipmentImportResult> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: importShipmentsFile,
    onSuccess: async (...args) => {
      await invalidateShipmentChanges(queryClient, args[1].organisationUlid);
      return config.onSuccess?.(...args);
    },
  });
}
