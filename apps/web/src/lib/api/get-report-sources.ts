import type { ReportSource } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { organisationApiPath } from '../api-paths.ts';
import { resourceKeys } from '../query-keys.ts';

export async function getReportSources(
  organisationUlid: string,
  signal?: AbortSignal,
): Promise<ReportSource[]> {
  const response = await apiClient.get<{ data: ReportSource[] }>(
    organisationApiPath(organisationUlid, 'report-sources'),
    { signal },
  );
  return response.data;
}

/**
 * Every report source of the organisation (the dashboard lists them, warehouse and sales channel
 * forms offer them). Spec section 7: fetched once and cached until the organisation changes
 * (switching invalidates it) or a source is created, changed or deleted (those mutations do).
 */
export function reportSourcesQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: resourceKeys('report-sources').list(organisationUlid),
    queryFn: ({ signal }) => getReportSources(organisationUlid, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
