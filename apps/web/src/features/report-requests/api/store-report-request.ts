import type { ReportRequest } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { reportRequestKeys } from '../report-requests-keys.ts';

/**
 * After a write that answers the request as it now is: its detail takes the answer (so its
 * screen, polling again, starts from there) and the lists are refreshed.
 */
export function storeReportRequest(
  queryClient: QueryClient,
  organisationUlid: string,
  request: ReportRequest,
): Promise<void> {
  queryClient.setQueryData(reportRequestKeys.detail(organisationUlid, request.id), request);
  return queryClient.invalidateQueries({ queryKey: reportRequestKeys.lists(organisationUlid) });
}
