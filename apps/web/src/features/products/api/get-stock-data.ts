import type { StockData } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKeys } from '../products-keys.ts';
import { productPaths } from '../products-paths.ts';

export interface StockDataRange {
  from?: string;
  to?: string;
}

/** Stock over time (one point a day), total and per warehouse, for the detail screen's chart. */
export function getStockData(
  organisationUlid: string,
  id: number,
  range: StockDataRange,
  signal?: AbortSignal,
): Promise<StockData> {
  return apiClient.get<StockData>(productPaths.stockData(organisationUlid, id), {
    query: { ...range },
    signal,
  });
}

export function stockDataQueryOptions(organisationUlid: string, id: number, range: StockDataRange) {
  return queryOptions({
    queryKey: productKeys.stockData(organisationUlid, id, range),
    queryFn: ({ signal }) => getStockData(organisationUlid, id, range, signal),
    placeholderData: keepPreviousData,
  });
}
