import type { StockRow } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { SkuThumbnail } from '../../../components/ui/sku-thumbnail.tsx';
import { StockStatusBadge } from '../../../components/ui/stock-status-badge.tsx';
import {
  CalendarDay,
  formatRate,
  formatShare,
  formatUnits,
  MoneyAtRisk,
  type WarehouseNames,
  warehouseQuantities,
} from './stock-figures.tsx';

const dash = <span className="text-body-secondary">—</span>;
/** Right-aligned figures in tabular digits (stock.css), so columns of numbers line up. */
const NUMBER = 'text-nowrap stock-number';

/** A column of figures, right-aligned in tabular digits. */
function figureColumn(
  key: string,
  header: string,
  cell: (row: StockRow) => ReactNode,
  sortKey?: DataTableColumn<StockRow>['sortKey'],
): DataTableColumn<StockRow> {
  return { key, header, align: 'end', className: NUMBER, cell, ...(sortKey ? { sortKey } : {}) };
}

/**
 * The Stock list's columns: where each SKU's units are, what is coming, how fast it sells, when to
 * reorder and what is at stake. `skuLink` opens the SKU's forecast.
 */
export function stockColumns({
  names,
  skuLink,
}: {
  names: WarehouseNames;
  skuLink: (row: StockRow) => string;
}): DataTableColumn<StockRow>[] {
  return [
    {
      key: 'sku',
      header: 'SKU',
      sortKey: 'sku_id',
      cell: (row) => (
        <div className="d-flex align-items-center gap-2" style={{ minWidth: '11rem' }}>
          <SkuThumbnail url={row.sku.image_url} title={row.sku.display_name} />
          <div>
            <Link to={skuLink(row)} className="fw-semibold text-break">
              {row.sku.display_name}
            </Link>
            {row.sku.display_name !== row.sku.sku_id && (
              <div className="small text-body-secondary text-break">{row.sku.sku_id}</div>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (row) => <StockStatusBadge status={row.status} />,
    },
    figureColumn('stock', 'Stock', (row) => formatUnits(row.stock), 'stock'),
    {
      key: 'warehouses',
      header: 'Warehouses',
      cell: (row) =>
        row.warehouses.length === 0 ? (
          dash
        ) : (
          <span
            className="small"
            style={{ minWidth: '8rem', display: 'inline-block' }}
            data-testid="stock-warehouses"
          >
            {warehouseQuantities(row, names)}
          </span>
        ),
    },
    figureColumn('in_transit', 'In transit', (row) => formatUnits(row.in_transit)),
    {
      key: 'inbound_at_amazon',
      header: 'Inbound at Amazon',
      align: 'end',
      className: NUMBER,
      // Amazon's own count (FBA Inventory API: working + shipped + receiving); a dash until fetched.
      cell: (row) => (
        <span data-testid="stock-inbound-at-amazon">
          {row.inbound_at_amazon === null ? dash : formatUnits(row.inbound_at_amazon)}
        </span>
      ),
    },
    figureColumn('on_order', 'On order', (row) => formatUnits(row.on_order)),
    figureColumn('daily_demand', 'Units / day', (row) => formatRate(row.daily_demand)),
    figureColumn('days_of_cover', 'Days of cover', (row) => formatUnits(row.days_of_cover), 'days_of_cover'),
    {
      key: 'reorder_date',
      header: 'Reorder by',
      sortKey: 'reorder_date',
      cell: (row) => <CalendarDay day={row.reorder_date} />,
    },
    figureColumn('sell_through', 'Sell-through', (row) => formatShare(row.sell_through), 'sell_through'),
    figureColumn('aged_units', 'Aged', (row) => formatUnits(row.aged_units), 'aged_units'),
    figureColumn('excess_units', 'Excess', (row) => formatUnits(row.excess_units), 'excess_units'),
    {
      key: 'money_at_risk',
      header: 'Money at risk',
      sortKey: 'money_at_risk',
      align: 'end',
      className: NUMBER,
      cell: (row) => <MoneyAtRisk row={row} />,
    },
  ];
}
