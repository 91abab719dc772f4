import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { inventoryByDateSeriesQueryOptions } from '../api/get-inventory-by-date-series.ts';
import { type ChartSpan, chartRange } from '../components/inventory-days.ts';

/** The units and values held over the span ending today, in one warehouse or all of them. */
export function useInventorySeries(
  organisationUlid: string,
  { span, today, warehouseId }: { span: ChartSpan; today: string; warehouseId: number | undefined },
) {
  const range = useMemo(
    () => ({ ...chartRange(span, today), warehouse_id: warehouseId }),
    [span, today, warehouseId],
  );
  return useQuery(inventoryByDateSeriesQueryOptions(organisationUlid, range));
}
