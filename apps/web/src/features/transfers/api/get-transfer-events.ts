import type { TransferEvent } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

/** The transfer's timeline: what happened, by whom, and the status it led to. */
export async function getTransferEvents(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<TransferEvent[]> {
  const response = await apiClient.get<{ data: TransferEvent[] }>(
    transferPaths.events(organisationUlid, id),
    {
      signal,
    },
  );
  return response.data;
}

export function transferEventsQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: transferKeys.events(organisationUlid, id),
    queryFn: ({ signal }) => getTransferEvents(organisationUlid, id, signal),
    // Its card shows the error with "Try again".
    meta: { errorHandling: 'inline' },
  });
}
