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

/** How many findings a page of them holds once the card is expanded. */
export const CANDIDATES_PER_PAGE = 50;

/**
 * A page of what the detectors found that no dispute was opened for, largest amount first; with
 * `transferId`, that transfer's findings only (the screen's `transfer_id` filter).
 */
export function disputeCandidatesQueryOptions(organisationUlid: string, page: number, transferId?: number) {
  const query = { page, per_page: CANDIDATES_PER_PAGE, transfer_id: transferId };
  return queryOptions({
    queryKey: [...disputeKeys.candidates(organisationUlid), query] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<DisputeCandidate>>(disputePaths.candidates(organisationUlid), {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
