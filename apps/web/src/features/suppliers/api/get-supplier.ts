import type { Supplier } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supplierKeys } from '../suppliers-keys.ts';
import { supplierPaths } from '../suppliers-paths.ts';

/** One supplier with its shipping times and the products it supplies (with their pivot). */
export async function getSupplier(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<Supplier> {
  const response = await apiClient.get<{ data: Supplier }>(supplierPaths.detail(organisationUlid, id), {
    signal,
  });
  return response.data;
}

export function supplierQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: supplierKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getSupplier(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
