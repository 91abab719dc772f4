import type { Movement } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

/** The ledger movements the transfer caused (out of the origin, into the destination). */
export async function getTransferMovements(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<Movement[]> {
  const response = await apiClient.get<{ data: Movement[] }>(transferPaths.movements(organisationUlid, id), {
    signal,
  });
  return response.data;
}

export function transferMovementsQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: transferKeys.movements(organisationUlid, id),
    queryFn: ({ signal }) => getTransferMovements(organisationUlid, id, signal),
    meta: { errorHandling: 'inline' },
  });
}
