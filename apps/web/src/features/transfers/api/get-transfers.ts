import type { Paginated, Transfer } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

/** A page of transfers (without items; with totals, problems and allowed actions). */
export function getTransfers(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<Transfer>> {
  return apiClient.get<Paginated<Transfer>>(transferPaths.list(organisationUlid), { query: params, signal });
}

export function transferListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: transferKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getTransfers(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
  });
}
