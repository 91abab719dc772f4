import type { SupplierLeadTimes } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supplierKeys } from '../suppliers-keys.ts';
import { supplierPaths } from '../suppliers-paths.ts';

/** The supplier's lead times learned from its purchase orders, beside what was typed. */
export function supplierLeadTimesQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: [...supplierKeys.detail(organisationUlid, id), 'lead-times'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: SupplierLeadTimes }>(supplierPaths.leadTimes(organisationUlid, id), {
          signal,
        })
      ).data,
    meta: { errorHandling: 'inline' },
  });
}
