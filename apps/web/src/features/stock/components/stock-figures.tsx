import type { StockRow, StockSummary } from '@backoffice/shared';
import { formatDay } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';

const rateFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

export const formatUnits = (value: number | null): string => (value === null ? '—' : value.toLocaleString());
export const formatRate = (value: number | null): string => (value === null ? '—' : rateFormat.format(value));
export const formatShare = (value: number | null): string =>
  value === null ? '—' : percentFormat.format(value);

/** A calendar day (YYYY-MM-DD) at local midnight, so every reader sees the day the server meant. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return formatDay(new Date(year, month - 1, date));
}

/** A calendar day in the reader's style, its ISO day in `dateTime`; a dash for none. */
export function CalendarDay({ day }: { day: string | null }) {
  if (day === null) return <span className="text-body-secondary">—</span>;
  return (
    <time dateTime={day} className="text-nowrap">
      {formatCalendarDay(day)}
    </time>
  );
}

/** "October 2026" for `2026-10`. */
const formatMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(year, number - 1, 1).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
};

/**
 * Money at risk, and under it what the aged or excess units at Amazon cost to store a month, when
 * Amazon's storage fees report gave the SKU a rate: the title says which month it is from.
 */
export function MoneyAtRisk({
  row,
}: {
  row: Pick<StockRow, 'money_at_risk' | 'currency' | 'storage_per_month'>;
}) {
  const storage = row.storage_per_month;
  return (
    <>
      <span data-testid="stock-money-at-risk">{formatMoney(row.money_at_risk, row.currency)}</span>
      {storage && storage.units > 0 && (
        <div
          className="small text-body-secondary"
          data-testid="stock-storage-per-month"
          title={`${storage.units.toLocaleString()} aged or excess units at Amazon, at the fee per unit of Amazon's storage fees report for ${formatMonth(storage.month)}`}
        >
          + {formatMoney(storage.amount, storage.currency)} storage / month
        </div>
      )}
    </>
  );
}

export type WarehouseNames = ReadonlyMap<number, string>;

export function warehouseNames(summary: StockSummary | undefined): WarehouseNames {
  return new Map((summary?.warehouses ?? []).map((warehouse) => [warehouse.id, warehouse.name]));
}

/** "FBA US 120 · Depot 40": a SKU's non-zero quantities per warehouse. */
export function warehouseQuantities(row: Pick<StockRow, 'warehouses'>, names: WarehouseNames): string {
  return row.warehouses
    .map(
      ({ warehouse_id, quantity }) =>
        `${names.get(warehouse_id) ?? `Warehouse ${warehouse_id}`} ${quantity.toLocaleString()}`,
    )
    .join(' · ');
}
