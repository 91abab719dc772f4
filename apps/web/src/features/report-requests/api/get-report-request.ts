import { isReportRequestFinished, type ReportRequest } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { reportRequestKeys } from '../report-requests-keys.ts';
import { reportRequestPaths } from '../report-requests-paths.ts';
import { invalidateProcessingChanges } from './processing-changes.ts';

/** How often a request that is not final is asked again (its screen is a live view). */
export const LIVE_POLL_MS = 1_000;

export async function getReportRequest(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<ReportRequest> {
  const response = await apiClient.get<{ data: ReportRequest }>(
    reportRequestPaths.detail(organisationUlid, id),
    { signal },
  );
  return response.data;
}

/**
 * One request, polled until it is final. The fetch that sees it become final (it was not in the
 * cache before) refreshes what processing wrote, so the orders, SKUs and stock screens show it.
 */
export function reportRequestQueryOptions(organisationUlid: string, id: number) {
  const queryKey = reportRequestKeys.detail(organisationUlid, id);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<ReportRequest>(queryKey);
      const request = await getReportRequest(organisationUlid, id, signal);
      if (before && !isReportRequestFinished(before.status) && isReportRequestFinished(request.status))
        void invalidateProcessingChanges(client, organisationUlid);
      return request;
    },
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !isReportRequestFinished(status) ? LIVE_POLL_MS : false;
    },
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
