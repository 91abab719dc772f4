import type { StockAnalysisRow } from '@backoffice/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { QueryParams } from '../../../lib/api-client.ts';
import { stockAnalysisQueryOptions, stockSummaryQueryOptions } from '../api/get-stock-analysis.ts';

/**
 * The analysis's pages (loaded 500 rows at a time as the grid scrolls) flattened into rows, their
 * total, the warehouses to show a column for, and `loadMore` for the next page, asked once at a time.
 */
export function useStockAnalysis(organisationUlid: string, params: QueryParams) {
  const summary = useQuery(stockSummaryQueryOptions(organisationUlid));
  const analysis = useInfiniteQuery(stockAnalysisQueryOptions(organisationUlid, params));
  const warehouses = summary.data?.warehouses ?? [];

  const rows = useMemo<StockAnalysisRow[]>(
    () => analysis.data?.pages.flatMap((page) => page.data) ?? [],
    [analysis.data],
  );
  const total = analysis.data?.pages[0]?.meta.total ?? 0;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = analysis;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return { analysis, warehouses, rows, total, loadMore };
}
