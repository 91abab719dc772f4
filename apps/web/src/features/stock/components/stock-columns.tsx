import type { StockRow } from '@backoffice/shared';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { SkuThumbnail } from '../../../components/ui/sku-thumbnail.tsx';
import { formatMoney } from '../../../lib/money.ts';
import {
  CalendarDay,
  formatRate,
  formatShare,
  formatUnits,
  StockStatusBadge,
  type WarehouseNames,
  warehouseQuantities,
} from './stock-figures.tsx';

const dash = <span className="text-body-secondary">—</span>;
/** Right-aligned figures in tabular digits (stock.css), so columns of numbers line up. */
const NUMBER = 'text-nowrap stock-number';

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
    {
      key: 'stock',
      header: 'Stock',
      sortKey: 'stock',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatUnits(row.stock),
    },
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
    {
      key: 'in_transit',
      header: 'In transit',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatUnits(row.in_transit),
    },
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
    {
      key: 'on_order',
      header: 'On order',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatUnits(row.on_order),
    },
    {
      key: 'daily_demand',
      header: 'Units / day',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatRate(row.daily_demand),
    },
    {
      key: 'days_of_cover',
      header: 'Days of cover',
      sortKey: 'days_of_cover',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatUnits(row.days_of_cover),
    },
    {
      key: 'reorder_date',
      header: 'Reorder by',
      sortKey: 'reorder_date',
      cell: (row) => <CalendarDay day={row.reorder_date} />,
    },
    {
      key: 'sell_through',
      header: 'Sell-through',
      sortKey: 'sell_through',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatShare(row.sell_through),
    },
    {
      key: 'aged_units',
      header: 'Aged',
      sortKey: 'aged_units',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatUnits(row.aged_units),
    },
    {
      key: 'excess_units',
      header: 'Excess',
      sortKey: 'excess_units',
      align: 'end',
      className: NUMBER,
      cell: (row) => formatUnits(row.excess_units),
    },
    {
      key: 'money_at_risk',
      header: 'Money at risk',
      sortKey: 'money_at_risk',
      align: 'end',
      className: NUMBER,
      cell: (row) => (
        <span data-testid="stock-money-at-risk">{formatMoney(row.money_at_risk, row.currency)}</span>
      ),
    },
  ];
}
