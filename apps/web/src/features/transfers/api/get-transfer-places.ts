import type { FulfillmentCenter, Paginated, Warehouse } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organisationApiPath } from '../../../lib/api-paths.ts';
import { resourceKeys } from '../../../lib/query-keys.ts';

// Every warehouse and fulfilment centre at once (MAX_PER_PAGE, by name): organisations have tens.
const OPTIONS_QUERY = { per_page: 500, sort: 'name' };

/**
 * The warehouses a transfer can leave from or go to, with whether each is a fulfilment centre
 * (then the transfer names which FC). A page of the warehouse list, cached as one, so warehouse
 * changes refresh it.
 */
export function transferWarehousesQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: resourceKeys('warehouses').list(organisationUlid, OPTIONS_QUERY),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<Warehouse>>(organisationApiPath(organisationUlid, 'warehouses'), {
        query: OPTIONS_QUERY,
        signal,
      }),
  });
}

/** The organisation's fulfilment centres (FC codes), for a transfer into an FBA warehouse. */
export function transferFulfillmentCentersQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: resourceKeys('fulfillment-centers').list(organisationUlid, OPTIONS_QUERY),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<FulfillmentCenter>>(
        organisationApiPath(organisationUlid, 'fulfillment-centers'),
        {
          query: OPTIONS_QUERY,
          signal,
        },
      ),
  });
}
