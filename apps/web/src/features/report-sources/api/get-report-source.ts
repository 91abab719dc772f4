import type { ReportSource } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reportSourcesPath } from './get-report-sources.ts';

export async function getReportSource(
  organisation: string,
  id: number,
  signal?: AbortSignal,
): Promise<ReportSource> {
  const response = await apiClient.get<{ data: ReportSource }>(reportSourcesPath(organisation, id), {
    signal,
  });
  return response.data;
}

/**
 * One source, fresh when its edit screen opens (another admin may have changed its credentials).
 * It sits under the cached list's key, so the list's invalidation refreshes it as well.
 */
export function reportSourceQueryOptions(organisation: string, id: number) {
  return queryOptions({
    queryKey: [...queryKeys.reportSources(organisation), id] as const,
    queryFn: ({ signal }) => getReportSource(organisation, id, signal),
  });
}
