import type { StockData } from '@backoffice/shared';

export interface StockSeries {
  label: string;
  points: { x: string; y: number }[];
  colour: string;
  /** The total is drawn thicker, above the warehouses. */
  total: boolean;
}

/**
 * One line for the total and one per warehouse, as {x: date, y: units} points for a time scale. The
 * colours come from the theme (stock-chart-theme.ts): the total takes `colours.total`, the colour
 * mode's body text colour, and the warehouses take `colours.palette` in turn.
 */
export function stockSeries(stock: StockData, colours: { total: string; palette: string[] }): StockSeries[] {
  const total: StockSeries = {
    label: 'Total',
    points: stock.data.map((point) => ({ x: point.date, y: point.quantity })),
    colour: colours.total,
    total: true,
  };
  const warehouses = stock.warehouses.map((warehouse, index) => ({
    label: warehouse.name,
    points: warehouse.points.map((point) => ({ x: point.date, y: point.quantity })),
    colour: colours.palette[index % colours.palette.length] ?? colours.total,
    total: false,
  }));
  return [total, ...warehouses];
}

export const STOCK_RANGES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: 730, label: '2 years' },
] as const;

/** The `from`/`to` of the last `days` days up to `today` (ISO dates, both ends included). */
export function rangeEndingOn(today: Date, days: number): { from: string; to: string } {
  const to = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  const from = new Date(to);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/**
 * The date axis for a period of `days`: weeks up to four months, then months, with short labels
 * ("Nov 15", "Nov 2026") and at most eight ticks, so the labels never run into each other.
 */
export function stockTimeAxis(days: number) {
  return {
    type: 'time' as const,
    time: {
      unit: days > 120 ? ('month' as const) : ('week' as const),
      tooltipFormat: 'PP',
      displayFormats: { day: 'MMM d', week: 'MMM d', month: 'MMM yyyy' },
    },
    ticks: { autoSkip: true, maxTicksLimit: 8, maxRotation: 0 },
  };
}
