import type { Paginated, Shipment } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { shipmentKeys } from '../shipments-keys.ts';
import { shipmentPaths } from '../shipments-paths.ts';

/** A page of shipments (without items; with totals and the linked transfer). */
export function getShipments(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Shipment>> {
  return apiClient.get<Paginated<Shipment>>(shipmentPaths.list(organisationUlid), { query: params, signal });
}

export function shipmentListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: shipmentKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getShipments(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
  });
}
