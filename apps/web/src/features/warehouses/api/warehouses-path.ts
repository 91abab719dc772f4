import { queryKeys } from '../../../lib/query-keys.ts';

export function warehousesPath(organisation: string, warehouse?: string): string {
  const base = `/api/organisations/${encodeURIComponent(organisation)}/warehouses`;
  return warehouse === undefined ? base : `${base}/${encodeURIComponent(warehouse)}`;
}

/**
 * One warehouse's queries (detail, stock, movements, transfers) share this prefix, so a stock
 * adjustment can refresh all of them at once; the list sits beside them under 'list'.
 */
export const warehouseKeys = {
  all: queryKeys.warehouses,
  list: (organisation: string, query: object) =>
    [...queryKeys.warehouses(organisation), 'list', query] as const,
  one: (organisation: string, warehouse: string) =>
    [...queryKeys.warehouses(organisation), 'one', warehouse] as const,
};
