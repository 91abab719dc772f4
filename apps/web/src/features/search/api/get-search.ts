import type { SearchResponse } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { searchKeys } from '../search-keys.ts';
import { searchPaths } from '../search-paths.ts';

export function getSearch(
  organisationUlid: string,
  query: string,
  signal?: AbortSignal,
): Promise<SearchResponse['data']> {
  return apiClient
    .get<SearchResponse>(searchPaths.search(organisationUlid), { query: { query }, signal })
    .then((response) => response.data);
}

/** The previous results stay on screen while the next query runs, so typing does not flash. */
export function searchQueryOptions(organisationUlid: string, query: string) {
  return queryOptions({
    queryKey: searchKeys.query(organisationUlid, query),
    queryFn: ({ signal }) => getSearch(organisationUlid, query, signal),
    placeholderData: keepPreviousData,
    // Results go stale with any edit anywhere; a search is cheap, so ask again on return.
    staleTime: 0,
    meta: { errorHandling: 'inline' },
  });
}
