import type { Country } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';
import {
  type WarehouseOption,
  warehouseOptionsQueryOptions,
} from '../../../lib/api/get-warehouse-options.ts';

export interface SupplierFormOptions {
  warehouses: readonly WarehouseOption[];
  /** The warehouse list failed: the supplier can still be saved without one, and the form says so. */
  warehousesFailed: boolean;
  /** For the shipping times' destinations. */
  countries: readonly Country[];
  /** The country list failed: the shipping times offer regions only, and say so. */
  countriesFailed: boolean;
}

/**
 * What the supplier form offers; undefined while a list loads, since a select shows its saved
 * value only once its options exist.
 */
export function useSupplierFormOptions(organisationUlid: string): SupplierFormOptions | undefined {
  const warehouses = useQuery(warehouseOptionsQueryOptions(organisationUlid));
  const reference = useQuery(referenceQueryOptions());
  if (warehouses.isPending || reference.isPending) return undefined;
  return {
    warehouses: warehouses.data ?? [],
    warehousesFailed: warehouses.isError,
    countries: reference.data?.countries ?? [],
    countriesFailed: reference.isError,
  };
}
