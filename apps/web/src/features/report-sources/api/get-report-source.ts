import type { ReportSource } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { reportSourceKeys } from '../report-sources-keys.ts';
import { reportSourcePaths } from '../report-sources-paths.ts';

export async function getReportSource(
  organisationUlid: string,
  id: number,
  signal?: AbortSignal,
): Promise<ReportSource> {
  const response = await apiClient.get<{ data: ReportSource }>(
    reportSourcePaths.detail(organisationUlid, id),
    {
      signal,
    },
  );
  return response.data;
}

/**
 * One source, fresh when its edit screen opens (another admin may have changed its credentials).
 * It sits under the sources' key beside the list, so refreshing every source refreshes it too.
 */
export function reportSourceQueryOptions(organisationUlid: string, id: number) {
  return queryOptions({
    queryKey: reportSourceKeys.detail(organisationUlid, id),
    queryFn: ({ signal }) => getReportSource(organisationUlid, id, signal),
    // The record's screen shows its error (PageState); a toast would say it twice.
    meta: { errorHandling: 'inline' },
  });
}
