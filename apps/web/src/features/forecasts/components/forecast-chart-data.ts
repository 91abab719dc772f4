import type { ForecastDetail } from '@backoffice/shared';
import { addDays, localDate } from './forecast-days.ts';

/** The chart's spans: this many days of history back from today, and as many of forecast ahead. */
export const FORECAST_RANGES = [
  { days: 90, label: '90 d' },
  { days: 180, label: '180 d' },
  { days: 365, label: '1 y' },
] as const;
export type ForecastRangeDays = (typeof FORECAST_RANGES)[number]['days'];
export const DEFAULT_RANGE_DAYS: ForecastRangeDays = 180;

export interface ChartPoint {
  x: number;
  y: number;
}
export interface BandPoint extends ChartPoint {
  /** The band's lower edge; `y` is its upper edge. */
  lo: number;
}

export interface ForecastChartSeries {
  history: ChartPoint[];
  /** History days the SKU was out of stock: their sales were capped, not the demand. */
  stockouts: ChartPoint[];
  forecast: ChartPoint[];
  band80: BandPoint[];
  band95: BandPoint[];
  stock: ChartPoint[];
  /** The x axis' ends (ms, local midnight). */
  min: number;
  max: number;
  /** Today: the first forecast day (ms). */
  today: number;
}

/** A calendar day on the time axis: its local midnight, so the axis labels name the same day. */
const at = (day: string) => localDate(day).getTime();

/**
 * The detail's series cut to `days` of history before today and `days` of forecast from today.
 * Today is the first forecast point's day (the server's, in the organisation's time zone), or the
 * day after the last history day when there is no forecast.
 *
 * With `channelKey`, one sales channel's: its units ordered per day (marked on the SKU's days out
 * of stock, which capped its sales too) and its share of the forecast. A share of the bands is
 * not the channel's band, and the projected stock is the SKU's, so neither is drawn.
 */
export function forecastChartSeries(
  detail: ForecastDetail,
  days: number,
  channelKey: string | null = null,
): ForecastChartSeries {
  const lastHistory = detail.history.at(-1)?.date;
  const today = detail.points[0]?.date ?? (lastHistory ? addDays(lastHistory, 1) : undefined) ?? '1970-01-01';
  const from = addDays(today, -days);
  const to = addDays(today, days - 1);
  const channel = channelKey === null ? undefined : detail.channels.find((each) => each.key === channelKey);
  if (channel) {
    const outOfStock = new Set(detail.history.filter((point) => !point.in_stock).map((point) => point.date));
    const history = channel.history.filter((point) => point.date >= from && point.date < today);
    return {
      history: history.map((point) => ({ x: at(point.date), y: point.units })),
      stockouts: history
        .filter((point) => outOfStock.has(point.date))
        .map((point) => ({ x: at(point.date), y: point.units })),
      forecast: channel.points
        .filter((point) => point.date >= today && point.date <= to)
        .map((point) => ({ x: at(point.date), y: point.units })),
      band80: [],
      band95: [],
      stock: [],
      min: at(from),
      max: at(to),
      today: at(today),
    };
  }
  const history = detail.history.filter((point) => point.date >= from && point.date < today);
  const points = detail.points.filter((point) => point.date >= today && point.date <= to);
  return {
    history: history.map((point) => ({ x: at(point.date), y: point.units })),
    stockouts: history
      .filter((point) => !point.in_stock)
      .map((point) => ({ x: at(point.date), y: point.units })),
    forecast: points.map((point) => ({ x: at(point.date), y: point.units })),
    band80: points.map((point) => ({ x: at(point.date), y: point.hi80, lo: point.lo80 })),
    band95: points.map((point) => ({ x: at(point.date), y: point.hi95, lo: point.lo95 })),
    stock: detail.projected_stock
      .filter((point) => point.date >= today && point.date <= to)
      .map((point) => ({ x: at(point.date), y: point.units })),
    min: at(from),
    max: at(to),
    today: at(today),
  };
}

/**
 * A theme colour made see-through for a band's fill. Canvas takes no CSS variables and the theme's
 * colours arrive as hex or rgb(); anything else is used as it is.
 */
export function translucent(colour: string, alpha: number): string {
  const hex = colour.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = colour.trim().match(/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i);
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return colour;
}
