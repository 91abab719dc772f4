import type { Country, ReportSource } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';

export interface WarehouseFormOptions {
  /** By name, as the country picker lists them. */
  countries: readonly Country[];
  sources: readonly ReportSource[];
}

/**
 * What the warehouse form offers; undefined while a list loads, since a select shows its saved
 * value only once its options exist. A list that failed offers nothing (its query says why).
 */
export function useWarehouseFormOptions(organisationUlid: string): WarehouseFormOptions | undefined {
  const reference = useQuery(referenceQueryOptions());
  const sources = useQuery(reportSourcesQueryOptions(organisationUlid));
  const countries = useMemo(
    () => [...(reference.data?.countries ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [reference.data],
  );
  if (reference.isPending || sources.isPending) return undefined;
  return { countries, sources: sources.data ?? [] };
}
