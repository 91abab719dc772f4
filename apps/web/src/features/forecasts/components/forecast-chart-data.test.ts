import type { ForecastDetail } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { forecastChartSeries, translucent } from './forecast-chart-data.ts';
import { addDays, localDate } from './forecast-days.ts';

const TODAY = '2026-03-01';

function detail(): ForecastDetail {
  const history = Array.from({ length: 400 }, (_, index) => ({
    date: addDays(TODAY, index - 400),
    units: index % 7,
    in_stock: index % 50 !== 0,
  }));
  const points = Array.from({ length: 365 }, (_, index) => ({
    date: addDays(TODAY, index),
    units: 3,
    lo80: 2,
    hi80: 4,
    lo95: 1,
    hi95: 5,
  }));
  return {
    history,
    points,
    projected_stock: points.map((point, index) => ({ date: point.date, units: 100 - index })),
    channels: [
      {
        key: 'id:4',
        sales_channel_id: 4,
        name: 'Amazon.de',
        share: 0.25,
        daily_demand: 0.75,
        units_30d: 20,
        cover_units: 22.5,
        points: points.map((point) => ({ date: point.date, units: 0.75 })),
        history: history.map((point) => ({ date: point.date, units: 1 })),
      },
    ],
  } as unknown as ForecastDetail;
}

describe('the forecast chart series', () => {
  it('shows as many days of history before today as of forecast from it', () => {
    const series = forecastChartSeries(detail(), 90);
    expect(series.history).toHaveLength(90);
    expect(series.forecast).toHaveLength(90);
    expect(series.stock).toHaveLength(90);
    expect(series.forecast[0]?.x).toBe(localDate(TODAY).getTime());
    expect(series.history.at(-1)?.x).toBe(localDate(addDays(TODAY, -1)).getTime());
    expect(series.min).toBe(localDate(addDays(TODAY, -90)).getTime());
    expect(series.band95[0]).toEqual({ x: localDate(TODAY).getTime(), y: 5, lo: 1 });
  });

  it('marks the history days out of stock', () => {
    const series = forecastChartSeries(detail(), 365);
    expect(series.stockouts.length).toBeGreaterThan(0);
    expect(series.stockouts.length).toBeLessThan(series.history.length);
  });

  it("shows one channel's units ordered and its share of the forecast, without bands or stock", () => {
    const series = forecastChartSeries(detail(), 90, 'id:4');
    expect(series.history).toHaveLength(90);
    expect(series.history.every((point) => point.y === 1)).toBe(true);
    expect(series.forecast).toHaveLength(90);
    expect(series.forecast[0]).toEqual({ x: localDate(TODAY).getTime(), y: 0.75 });
    expect(series.band80).toEqual([]);
    expect(series.band95).toEqual([]);
    expect(series.stock).toEqual([]);
    // The SKU's days out of stock capped the channel's sales too: marked on its line.
    const all = forecastChartSeries(detail(), 365, 'id:4');
    expect(all.stockouts.length).toBe(forecastChartSeries(detail(), 365).stockouts.length);
    expect(all.stockouts.every((point) => point.y === 1)).toBe(true);
    // An unknown channel (gone since a recompute) shows the SKU.
    expect(forecastChartSeries(detail(), 90, 'id:9').band80).toHaveLength(90);
  });

  it('makes hex and rgb theme colours see-through', () => {
    expect(translucent('#0d6efd', 0.2)).toBe('rgba(13, 110, 253, 0.2)');
    expect(translucent('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(translucent('rgb(1, 2, 3)', 0.1)).toBe('rgba(1, 2, 3, 0.1)');
    expect(translucent('teal', 0.1)).toBe('teal');
  });
});
