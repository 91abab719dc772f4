import type { Dispute, DisputeCandidate, DisputeTotals, Paginated } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { disputeKeys } from '../disputes-keys.ts';
import { disputePaths } from '../disputes-paths.ts';

/** A page of the organisation's disputes. */
export function disputeListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: disputeKeys.list(organisationUlid, params),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<Dispute>>(disputePaths.list(organisationUlid), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Open disputes, at stake and recovered this year. */
export function disputeTotalsQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: disputeKeys.totals(organisationUlid),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: DisputeTotals }>(disputePaths.totals(organisationUlid), { signal })).data,
  });
}

/** What the detectors found that no dispute was opened for. */
export function disputeCandidatesQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: disputeKeys.candidates(organisationUlid),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: DisputeCandidate[] }>(disputePaths.candidates(organisationUlid), {
          signal,
        })
      ).data,
  });
}
