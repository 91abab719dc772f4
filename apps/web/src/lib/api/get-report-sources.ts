import type { ReportSource } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function reportSourcesPath(organisation: string, id?: number): string {
  const base = `/api/organisations/${encodeURIComponent(organisation)}/report-sources`;
  return id === undefined ? base : `${base}/${id}`;
}

export async function getReportSources(organisation: string, signal?: AbortSignal): Promise<ReportSource[]> {
  const response = await apiClient.get<{ data: ReportSource[] }>(reportSourcesPath(organisation), { signal });
  return response.data;
}

/**
 * Spec section 7: fetched once and cached until the organisation changes (use-switch-organisation
 * invalidates it) or a source is created, changed or deleted here (the mutations invalidate it).
 */
export function reportSourcesQueryOptions(organisation: string) {
  return queryOptions({
    queryKey: queryKeys.reportSources(organisation),
    queryFn: ({ signal }) => getReportSources(organisation, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
