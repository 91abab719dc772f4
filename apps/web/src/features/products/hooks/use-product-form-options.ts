import type { Supplier } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { supplierOptionsQueryOptions } from '../../../lib/api/get-supplier-options.ts';

export interface ProductFormOptions {
  suppliers: readonly Supplier[];
}

/** The suppliers the product form offers; undefined while they load. */
export function useProductFormOptions(organisationUlid: string): ProductFormOptions | undefined {
  const suppliers = useQuery(supplierOptionsQueryOptions(organisationUlid));
  if (suppliers.isPending) return undefined;
  return { suppliers: suppliers.data?.data ?? [] };
}
