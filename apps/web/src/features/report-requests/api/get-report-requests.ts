import { isReportRequestFinished, type Paginated, type ReportRequest } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { reportRequestKeys } from '../report-requests-keys.ts';
import { reportRequestPaths } from '../report-requests-paths.ts';

/** While a shown request is still on its way, the list refreshes itself this often. */
export const LIST_POLL_MS = 5_000;

/** A page of the organisation's report requests. */
export function getReportRequests(
  organisationUlid: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paginated<ReportRequest>> {
  return apiClient.get<Paginated<ReportRequest>>(reportRequestPaths.list(organisationUlid), {
    query: params,
    signal,
  });
}

export function reportRequestListQueryOptions(organisationUlid: string, params: QueryParams) {
  return queryOptions({
    queryKey: reportRequestKeys.list(organisationUlid, params),
    queryFn: ({ signal }) => getReportRequests(organisationUlid, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((request) => !isReportRequestFinished(request.status))
        ? LIST_POLL_MS
        : false,
  });
}
