import type { TransferSuggestion } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

/** GET …/transfers/suggestion: what to send from the origin into the destination now. */
export function transferSuggestionQueryOptions(
  organisationUlid: string,
  { originId, destinationId }: { originId: number; destinationId: number },
) {
  const query = { outgoing_warehouse_id: originId, destination_warehouse_id: destinationId };
  return queryOptions({
    queryKey: [...transferKeys.all(organisationUlid), 'suggestion', query],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: TransferSuggestion }>(transferPaths.suggestion(organisationUlid), {
          query,
          signal,
        })
      ).data,
    staleTime: 0,
  });
}
