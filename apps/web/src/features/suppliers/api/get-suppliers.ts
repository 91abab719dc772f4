import type { Paginated, Supplier } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { supplierKeys } from '../suppliers-keys.ts';
import { supplierPaths } from '../suppliers-paths.ts';

export function getSuppliers(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Supplier>> {
  return apiClient.get<Paginated<Supplier>>(supplierPaths.list(organisationUlid), { query: params, signal });
}

export function supplierListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: supplierKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getSuppliers(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
  });
}
