import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The report-source screens are not built yet; only the fields every source has are typed. */
export type ReportSourceSummary = { id: number; name: string; type: string } & Record<string, unknown>;

export async function getReportSources(
  organisation: string,
  signal?: AbortSignal,
): Promise<ReportSourceSummary[]> {
  const response = await apiClient.get<{ data: ReportSourceSummary[] }>(
    `/api/organisations/${encodeURIComponent(organisation)}/report-sources`,
    { signal },
  );
  return response.data;
}

/** Spec section 7: fetched once and cached until the organisation changes. */
export function reportSourcesQueryOptions(organisation: string) {
  return queryOptions({
    queryKey: queryKeys.reportSources(organisation),
    queryFn: ({ signal }) => getReportSources(organisation, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
