import type { ForecastSummary } from '@backoffice/shared';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { AmazonRestockCell } from './amazon-restock-cell.tsx';
import { dash, GeneratedCell, ModelCell, SkuCell, StockCell } from './forecast-cells.tsx';
import { CalendarDay, formatRate, MASE_HINT, ReorderDate } from './forecast-figures.tsx';

/**
 * The forecasts list's columns: what will run out, when, what to order today, and what Amazon
 * advises beside it. `detailLink`
 * gives the URL that opens a SKU's forecast on the same screen (`?sku=<id>`, the list state kept).
 */
export function forecastColumns({
  today,
  detailLink,
  amazonAdvice,
}: {
  /** Today in the organisation's time zone (YYYY-MM-DD): what "Reorder now" is measured from. */
  today: string;
  detailLink: (row: ForecastSummary) => string;
  /**
   * Whether "Amazon advises" is shown: only when a row has Amazon's advice, so a seller without
   * Amazon's restock report (an upload-only or new organisation) has no column of dashes.
   */
  amazonAdvice: boolean;
}): DataTableColumn<ForecastSummary>[] {
  const columns: DataTableColumn<ForecastSummary>[] = [
    {
      key: 'sku',
      header: 'SKU',
      sortKey: 'sku_id',
      cell: (row) => <SkuCell row={row} to={detailLink(row)} />,
    },
    {
      key: 'daily_demand',
      header: 'Units / day',
      sortKey: 'daily_demand',
      align: 'end',
      cell: (row) => (row.daily_demand === null ? dash : formatRate(row.daily_demand)),
    },
    {
      key: 'stock',
      header: 'Stock',
      align: 'end',
      cell: (row) => <StockCell row={row} />,
    },
    {
      key: 'days_of_cover',
      header: 'Days of cover',
      sortKey: 'days_of_cover',
      align: 'end',
      cell: (row) =>
        row.replenishment === null
          ? dash
          : row.replenishment.days_of_cover === null
            ? 'Over a year'
            : row.replenishment.days_of_cover.toLocaleString(),
    },
    {
      key: 'out_of_stock_date',
      header: 'Out of stock',
      sortKey: 'out_of_stock_date',
      cell: (row) =>
        row.replenishment?.out_of_stock_date ? (
          <span className="text-nowrap">
            <CalendarDay day={row.replenishment.out_of_stock_date} />
          </span>
        ) : (
          dash
        ),
    },
    {
      key: 'reorder_date',
      header: 'Reorder by',
      sortKey: 'reorder_date',
      cell: (row) => <ReorderDate day={row.replenishment?.reorder_date ?? null} today={today} />,
    },
    {
      key: 'recommended_order_quantity',
      header: 'Order qty',
      sortKey: 'recommended_order_quantity',
      align: 'end',
      cell: (row) =>
        row.replenishment === null ? (
          dash
        ) : (
          <span className="fw-semibold" data-testid="forecast-order-quantity">
            {row.replenishment.recommended_order_quantity.toLocaleString()}
          </span>
        ),
    },
    {
      key: 'amazon_restock',
      header: (
        <span title="Amazon's recommended replenishment (restock report), and ours minus it where they disagree">
          Amazon advises
        </span>
      ),
      cell: (row) => <AmazonRestockCell row={row} />,
    },
    {
      key: 'model',
      header: (
        <span title={MASE_HINT}>
          Model / <abbr title={MASE_HINT}>MASE</abbr>
        </span>
      ),
      sortKey: 'mase',
      cell: (row) => <ModelCell row={row} />,
    },
    {
      key: 'generated_at',
      header: 'Generated',
      sortKey: 'generated_at',
      cell: (row) => <GeneratedCell row={row} />,
    },
  ];
  return amazonAdvice ? columns : columns.filter((column) => column.key !== 'amazon_restock');
}
