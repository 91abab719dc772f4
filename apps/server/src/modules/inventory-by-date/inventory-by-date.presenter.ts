import {
  fromMinorUnits,
  type InventoryByDateRow,
  type InventorySeriesBucket,
  type MoneyByCurrency,
  skuDisplayName,
} from '@backoffice/shared';
import type { SeriesRow, StockOnDateRow } from './inventory-by-date.repository.ts';

/** Minor units as a decimal string in their currency; null without a currency or amount. */
function money(minor: string | number | null, currency: string | null): string | null {
  if (minor === null || currency === null) return null;
  return fromMinorUnits(Number(minor), currency);
}

export function presentStockRows(rows: StockOnDateRow[]): InventoryByDateRow[] {
  return rows.map((row) => ({
    sku: {
      id: Number(row.sku_id),
      sku_id: row.sku_code,
      display_name: skuDisplayName({ productName: row.product_name, skuId: row.sku_code }),
    },
    warehouse: { id: Number(row.warehouse_id), ulid: row.warehouse_ulid, name: row.warehouse_name },
    quantity: Number(row.quantity),
    value: money(row.value, row.currency),
    currency: row.currency,
  }));
}

export function presentTotals(values: { currency: string; amount: string }[]): MoneyByCurrency[] {
  return values.map((total) => ({
    currency: total.currency,
    amount: money(total.amount, total.currency) ?? '0',
  }));
}

/**
 * The series' points: every day from `from` to `to` (zeros where the organisation held nothing),
 * or for weekly buckets each ISO week's Sunday and the last day. Values per currency, sorted.
 */
export function presentSeriesPoints(
  rows: SeriesRow[],
  { days, bucket }: { days: string[]; bucket: InventorySeriesBucket },
) {
  const byDay = new Map<string, { units: number; values: Map<string, number> }>();
  for (const row of rows) {
    const point = byDay.get(row.day) ?? { units: 0, values: new Map<string, number>() };
    point.units += Number(row.units);
    if (row.currency !== null && row.value !== null) {
      point.values.set(row.currency, (point.values.get(row.currency) ?? 0) + Number(row.value));
    }
    byDay.set(row.day, point);
  }
  const last = days.at(-1);
  const shown = bucket === 'day' ? days : days.filter((day) => isSunday(day) || day === last);
  return shown.map((date) => {
    const point = byDay.get(date);
    return {
      date,
      units: point?.units ?? 0,
      values: [...(point?.values ?? new Map<string, number>())]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, minor]) => ({ currency, amount: fromMinorUnits(minor, currency) })),
    };
  });
}

const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
