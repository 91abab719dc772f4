import type { Transfer } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

/** One transfer with its items. */
export async function getTransfer(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<Transfer> {
  const response = await apiClient.get<{ data: Transfer }>(transferPaths.detail(organisationUlid, id), {
    signal,
  });
  return response.data;
}

export function transferQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: transferKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getTransfer(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
