import type { Supplier } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { suppliersPath } from './get-suppliers.ts';

export function supplierPath(organisation: string, id: number): string {
  return `${suppliersPath(organisation)}/${id}`;
}

/** One supplier with its shipping times and the products it supplies (with their pivot). */
export async function getSupplier(organisation: string, id: number, signal?: AbortSignal): Promise<Supplier> {
  const response = await apiClient.get<{ data: Supplier }>(supplierPath(organisation, id), { signal });
  return response.data;
}

export function supplierQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: [...queryKeys.suppliers(organisation), id] as const,
    queryFn: ({ signal }) => getSupplier(organisation, id, signal),
  });
}
