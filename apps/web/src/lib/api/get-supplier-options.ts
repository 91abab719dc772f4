import type { Paginated, Supplier } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import { resourceKeys } from '../query-keys.ts';

const OPTIONS_QUERY = { per_page: 500, sort: 'name' };

/**
 * Every supplier for a select (MAX_PER_PAGE, by name): organisations have tens, not thousands. It
 * is a page of the supplier list, cached as one, so supplier changes refresh it.
 */
export function supplierOptionsQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: resourceKeys('suppliers').list(organisationUlid, OPTIONS_QUERY),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<Supplier>>(organisationApiPath(organisationUlid, 'suppliers'), {
        query: OPTIONS_QUERY,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
