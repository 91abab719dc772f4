import type { Paginated, Warehouse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type WarehouseOption = Pick<Warehouse, 'id' | 'ulid' | 'name'>;

/**
 * The organisation's warehouses for the supplier form's select. Sits under the warehouses key, so the
 * warehouse screens' changes refresh it. A failure only leaves the select empty (logged, no toast):
 * a supplier can be saved without a warehouse.
 */
export function warehouseOptionsQueryOptions(organisation: string) {
  return queryOptions({
    queryKey: [...queryKeys.warehouses(organisation), 'options'] as const,
    queryFn: async ({ signal }): Promise<WarehouseOption[]> => {
      const response = await apiClient.get<Paginated<Warehouse>>(
        `/api/organisations/${encodeURIComponent(organisation)}/warehouses`,
        { query: { per_page: 500, sort: 'name' }, signal },
      );
      return response.data.map(({ id, ulid, name }) => ({ id, ulid, name }));
    },
    meta: { errorHandling: 'log' },
  });
}
