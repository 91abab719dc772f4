import { resourceKeys } from '../../lib/query-keys.ts';

const keys = resourceKeys('warehouses');

/**
 * Warehouse queries, by the warehouse's ulid. One warehouse's stock, movements and transfers hang
 * off its `detail(ulid)`, so a stock adjustment or a delete reaches all of them at once.
 */
export const warehouseKeys = {
  ...keys,
  stock: (organisationUlid: string, warehouseUlid: string, query: object) =>
    [...keys.detail(organisationUlid, warehouseUlid), 'stock', query] as const,
  movements: (organisationUlid: string, warehouseUlid: string, query: object) =>
    [...keys.detail(organisationUlid, warehouseUlid), 'movements', query] as const,
  transfers: (organisationUlid: string, warehouseUlid: string) =>
    [...keys.detail(organisationUlid, warehouseUlid), 'transfers'] as const,
  leadTimes: (organisationUlid: string, warehouseUlid: string) =>
    [...keys.detail(organisationUlid, warehouseUlid), 'lead-times'] as const,
};
