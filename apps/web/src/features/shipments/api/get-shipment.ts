import type { Shipment } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { shipmentKeys } from '../shipments-keys.ts';
import { shipmentPaths } from '../shipments-paths.ts';

/** One shipment with its items. */
export async function getShipment(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<Shipment> {
  const response = await apiClient.get<{ data: Shipment }>(shipmentPaths.detail(organisationUlid, id), {
    signal,
  });
  return response.data;
}

export function shipmentQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: shipmentKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getShipment(organisationUlid, id, signal),
    // The dialog shows its error; a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
