import type { Marketplace, ReportSource } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';

export interface SalesChannelFormOptions {
  marketplaces: readonly Marketplace[];
  sources: readonly ReportSource[];
}

/**
 * What the sales channel form's selects offer; undefined while either list loads, since a select
 * can show its saved value only once its options exist. A list that failed offers nothing (its
 * query's toast says why).
 */
export function useSalesChannelFormOptions(organisationUlid: string): SalesChannelFormOptions | undefined {
  const reference = useQuery(referenceQueryOptions());
  const sources = useQuery(reportSourcesQueryOptions(organisationUlid));
  if (reference.isPending || sources.isPending) return undefined;
  return { marketplaces: reference.data?.marketplaces ?? [], sources: sources.data ?? [] };
}
