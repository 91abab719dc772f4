import type { Paginated, Supplier } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function suppliersPath(organisation: string): string {
  return `/api/organisations/${encodeURIComponent(organisation)}/suppliers`;
}

export function getSuppliers(
  organisation: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Supplier>> {
  return apiClient.get<Paginated<Supplier>>(suppliersPath(organisation), { query: params, signal });
}

export function supplierListQueryOptions(organisation: string, params: QueryParams) {
  return queryOptions({
    queryKey: [...queryKeys.suppliers(organisation), 'list', params] as const,
    queryFn: ({ signal }) => getSuppliers(organisation, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every supplier for a select (MAX_PER_PAGE, by name): organisations have tens, not thousands. */
export function supplierOptionsQueryOptions(organisation: string) {
  return supplierListQueryOptions(organisation, { per_page: 500, sort: 'name' });
}
