import type { StockData } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKey, productPath } from './get-product.ts';

export interface StockDataRange {
  from?: string;
  to?: string;
}

/** Stock over time (one point a day), total and per warehouse, for the detail screen's chart. */
export function getStockData(
  organisation: string,
  id: number,
  range: StockDataRange,
  signal?: AbortSignal,
): Promise<StockData> {
  return apiClient.get<StockData>(`${productPath(organisation, id)}/stock-data`, {
    query: { ...range },
    signal,
  });
}

export function stockDataQueryOptions(organisation: string, id: number, range: StockDataRange) {
  return queryOptions({
    queryKey: [...productKey(organisation, id), 'stock-data', range] as const,
    queryFn: ({ signal }) => getStockData(organisation, id, range, signal),
    placeholderData: keepPreviousData,
  });
}
