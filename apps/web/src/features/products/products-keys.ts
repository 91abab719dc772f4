import { resourceKeys } from '../../lib/query-keys.ts';

const keys = resourceKeys('products');

/**
 * Product queries. Everything about one product (its min stock, stock, transfers) hangs off its
 * `detail(id)`, so invalidating the detail refreshes the whole detail screen.
 */
export const productKeys = {
  ...keys,
  minStock: (organisationUlid: string, id: number) =>
    [...keys.detail(organisationUlid, id), 'min-stock'] as const,
  transfers: (organisationUlid: string, id: number) =>
    [...keys.detail(organisationUlid, id), 'transfers'] as const,
  stockData: (organisationUlid: string, id: number, range: object) =>
    [...keys.detail(organisationUlid, id), 'stock-data', range] as const,
  stockPerWarehouse: (organisationUlid: string, id: number) =>
    [...keys.detail(organisationUlid, id), 'stock-per-warehouse'] as const,
};
