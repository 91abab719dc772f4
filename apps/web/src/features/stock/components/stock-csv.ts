import { STOCK_STATUS_LABELS, type StockRow } from '@backoffice/shared';
import { type WarehouseNames, warehouseQuantities } from './stock-figures.tsx';

const COLUMNS: [header: string, value: (row: StockRow, names: WarehouseNames) => unknown][] = [
  ['sku_id', (row) => row.sku.sku_id],
  ['name', (row) => row.sku.display_name],
  ['status', (row) => (row.status === null ? '' : STOCK_STATUS_LABELS[row.status])],
  ['stock', (row) => row.stock],
  ['warehouses', (row, names) => warehouseQuantities(row, names)],
  ['in_transit', (row) => row.in_transit],
  ['on_order', (row) => row.on_order],
  ['units_per_day', (row) => row.daily_demand],
  ['days_of_cover', (row) => row.days_of_cover],
  ['reorder_date', (row) => row.reorder_date],
  ['sell_through', (row) => row.sell_through],
  ['aged_units', (row) => row.aged_units],
  ['excess_units', (row) => row.excess_units],
  ['money_at_risk', (row) => row.money_at_risk],
  ['currency', (row) => row.currency],
];

/** A cell as spreadsheets read it: quoted when it holds a comma, a quote or a line break. */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows shown (the current page), as CSV with a header line; figures as the API gives them. */
export function stockCsv(rows: readonly StockRow[], names: WarehouseNames): string {
  const lines = [
    COLUMNS.map(([header]) => header),
    ...rows.map((row) => COLUMNS.map(([, value]) => value(row, names))),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link (no server export route for this list). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
