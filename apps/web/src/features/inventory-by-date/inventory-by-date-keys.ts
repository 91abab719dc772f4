import { resourceKeys } from '../../lib/query-keys.ts';

const warehouseKeys = resourceKeys('warehouses');

/**
 * Inventory by date's queries. They hang under the warehouses resource: every change of stock
 * (adjustments, transfers, receipts, imports) refreshes warehouse stock, so it refreshes these too.
 */
export const inventoryByDateKeys = {
  all: (organisationUlid: string) => [...warehouseKeys.all(organisationUlid), 'inventory-by-date'] as const,
  list: (organisationUlid: string, params: object) =>
    [...inventoryByDateKeys.all(organisationUlid), 'list', params] as const,
  series: (organisationUlid: string, params: object) =>
    [...inventoryByDateKeys.all(organisationUlid), 'series', params] as const,
};
