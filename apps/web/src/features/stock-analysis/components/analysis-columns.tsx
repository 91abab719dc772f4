import type { StockAnalysisRow } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StockStatusBadge } from '../../../components/ui/stock-status-badge.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { CalendarDay, dash, rate, units } from './analysis-cells.tsx';
import type { GridColumn } from './virtual-grid-types.ts';

/**
 * Stock Analysis's columns: the SKU (opening its forecast), status and stock, a column per
 * warehouse, what is coming, how fast it sells, when it runs out and what to do, and what is at
 * stake. Sortable where the API sorts.
 */
export function analysisColumns({
  warehouses,
  skuLink,
}: {
  warehouses: readonly { id: number; name: string }[];
  skuLink: (row: StockAnalysisRow) => string;
}): GridColumn<StockAnalysisRow>[] {
  const number = (
    key: string,
    header: string,
    width: number,
    value: (row: StockAnalysisRow) => ReactNode,
    sortKey?: string,
    title?: string,
  ): GridColumn<StockAnalysisRow> => ({
    key,
    header,
    width,
    align: 'end',
    cell: value,
    sortKey,
    title: title ?? header,
  });
  return [
    {
      key: 'sku',
      header: 'SKU',
      width: 180,
      sortKey: 'sku_id',
      cell: (row) => (
        <Link
          to={skuLink(row)}
          className="fw-semibold text-truncate"
          title={row.sku.display_name}
          data-testid="stock-analysis-sku"
        >
          {row.sku.sku_id}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 120,
      sortKey: 'status',
      cell: (row) => <StockStatusBadge status={row.status} />,
    },
    number('stock', 'Stock', 90, (row) => units(row.stock), 'stock'),
    ...warehouses.map((warehouse) =>
      number(`warehouse-${warehouse.id}`, warehouse.name, 110, (row) => {
        const quantity = row.warehouses.find((entry) => entry.warehouse_id === warehouse.id)?.quantity;
        return quantity === undefined ? dash : quantity.toLocaleString();
      }),
    ),
    number('in_transit', 'In transit', 90, (row) => units(row.in_transit)),
    number('on_order', 'On order', 90, (row) => units(row.on_order)),
    number(
      'velocity_7d',
      'Velocity 7d',
      110,
      (row) => rate(row.velocity_7d),
      undefined,
      'Units a day sold over the last 7 days',
    ),
    number(
      'velocity_30d',
      'Velocity 30d',
      115,
      (row) => rate(row.velocity_30d),
      undefined,
      'Units a day sold over the last 30 days',
    ),
    number(
      'daily_demand',
      'Forecast / day',
      120,
      (row) => rate(row.daily_demand),
      undefined,
      'Forecast units a day over the next 30 days',
    ),
    number('days_of_cover', 'Days of cover', 130, (row) => units(row.days_of_cover), 'days_of_cover'),
    number('out_of_stock_date', 'Out of stock', 120, (row) => <CalendarDay day={row.out_of_stock_date} />),
    number(
      'reorder_date',
      'Reorder by',
      120,
      (row) => <CalendarDay day={row.reorder_date} />,
      'reorder_date',
    ),
    number(
      'recommended_order_quantity',
      'Order qty',
      90,
      (row) => units(row.recommended_order_quantity),
      undefined,
      'Recommended order quantity',
    ),
    number('excess_units', 'Excess', 95, (row) => units(row.excess_units), 'excess_units'),
    number('aged_units', 'Aged', 90, (row) => units(row.aged_units), 'aged_units'),
    number(
      'money_at_risk',
      'Money at risk',
      140,
      (row) => (
        <span data-testid="stock-analysis-at-risk">{formatMoney(row.money_at_risk, row.currency)}</span>
      ),
      'money_at_risk',
    ),
  ];
}
