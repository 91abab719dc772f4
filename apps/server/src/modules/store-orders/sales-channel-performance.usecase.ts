import {
  fillPeriods,
  fromMinorUnits,
  type SalesChannelPerformance,
  type SalesChannelPerformanceQuery,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { OnRecord } from '../../lib/use-case.ts';
import {
  channelCurrency,
  channelReturnedUnits,
  channelSeries,
  channelTopSkus,
  type PerformanceWindow,
  salesChannelExists,
} from './sales-channel-performance.repository.ts';

const DAY_MS = 86_400_000;
/** Without dates: the last 90 days up to today (UTC). */
const DEFAULT_DAYS = 90;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A channel's units, orders and revenue over time, its top SKUs and its returns rate
 * (GET /sales-channels/:id/performance, declared with the store orders' routes).
 */
export async function salesChannelPerformance({
  db,
  organisationId,
  id,
  query,
  now = new Date(),
}: OnRecord<Executor> & { query: SalesChannelPerformanceQuery; now?: Date }): Promise<{
  performance: SalesChannelPerformance;
}> {
  if (!(await salesChannelExists(db, { organisationId, id }))) throw notFound();
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  // Nothing is sold after today: the series (zeros included) and the queries stop there, so a `to`
  // in the year 9999 neither makes millions of empty days nor a timestamp past 9999.
  const today = isoDay(now);
  // biome-ignore lint/complexity/useMathMinMax: ISO days compare as strings; Math.min would make NaN.
  const lastDay = to < today ? to : today;
  const window: PerformanceWindow = {
    organisationId,
    channelId: id,
    interval: query.interval,
    from: new Date(`${from}T00:00:00Z`),
    until: new Date(Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS),
  };
  const currency = await channelCurrency(db, window);
  const series = fillPeriods(await channelSeries(db, window, currency), {
    to: lastDay,
    interval: query.interval,
    empty: (period) => ({ period, orders: 0, units: 0, revenue: 0 }),
  });
  const top = await channelTopSkus(db, window, currency);
  const returnedUnits = await channelReturnedUnits(db, window);
  const money = (minor: number | null) =>
    minor === null || !currency ? null : fromMinorUnits(minor, currency);
  const units = series.reduce((total, point) => total + point.units, 0);
  const revenues = series.map((point) => point.revenue).filter((value): value is number => value !== null);
  return {
    performance: {
      interval: query.interval,
      from,
      to,
      currency,
      totals: {
        orders: series.reduce((total, point) => total + point.orders, 0),
        units,
        revenue: revenues.length ? money(revenues.reduce((a, b) => a + b, 0)) : null,
        returned_units: returnedUnits,
        returns_rate: units > 0 ? returnedUnits / units : null,
      },
      series: series.map((point) => ({ ...point, revenue: money(point.revenue) })),
      top_skus: top.map((sku) => ({
        sku_id: sku.skuId,
        seller_sku: sku.sellerSku,
        name: sku.name,
        units: sku.units,
        revenue: money(sku.revenue),
      })),
    },
  };
}
