import type { Paginated, StockAnalysisRow, StockSummary } from '@backoffice/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { stockAnalysisKeys } from '../stock-analysis-keys.ts';
import { stockAnalysisPaths } from '../stock-analysis-paths.ts';

/** Rows per request: the API's largest page. */
export const ANALYSIS_PAGE_SIZE = 500;

export function getStockAnalysis(
  organisationUlid: string,
  params: QueryParams,
  page: number,
  signal?: AbortSignal,
): Promise<Paginated<StockAnalysisRow>> {
  return apiClient.get<Paginated<StockAnalysisRow>>(stockAnalysisPaths.analysis(organisationUlid), {
    query: { ...params, page, per_page: ANALYSIS_PAGE_SIZE },
    signal,
  });
}

/**
 * The grid's rows for a sort and filters (`params` without paging), a page of 500 at a time as the
 * grid scrolls. Not refetched on focus: that would ask again for every page loaded so far.
 */
export function stockAnalysisQueryOptions(organisationUlid: string, params: QueryParams) {
  return infiniteQueryOptions({
    queryKey: stockAnalysisKeys.grid(organisationUlid, params),
    queryFn: ({ pageParam, signal }) => getStockAnalysis(organisationUlid, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

/**
 * The stock summary (its warehouses name the grid's columns). The Stock screen reads the same key;
 * this fetcher belongs in lib/api/ once a third screen reads it.
 */
export function stockSummaryQueryOptions(organisationUlid: string) {
  return queryOptions({
    queryKey: stockAnalysisKeys.summary(organisationUlid),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: StockSummary }>(stockAnalysisPaths.summary(organisationUlid), { signal }))
        .data,
  });
}
