import type { Paginated, Warehouse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import { resourceKeys } from '../query-keys.ts';

export type WarehouseOption = Pick<Warehouse, 'id' | 'ulid' | 'name'>;

const OPTIONS_QUERY = { per_page: 500, sort: 'name' };

/**
 * The organisation's warehouses for a select (the supplier form's). A page of the warehouse list,
 * cached as one, so the warehouse screens' changes refresh it. A failure only leaves the select
 * empty (logged, no toast): a supplier can be saved without a warehouse.
 */
export function warehouseOptionsQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: resourceKeys('warehouses').list(organisationUlid, OPTIONS_QUERY),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<Warehouse>>(organisationApiPath(organisationUlid, 'warehouses'), {
        query: OPTIONS_QUERY,
        signal,
      }),
    select: (page): WarehouseOption[] => page.data.map(({ id, ulid, name }) => ({ id, ulid, name })),
    meta: { errorHandling: 'log' },
  });
}
