import { describe, expect, it } from 'vitest';
import { rangeEndingOn, stockSeries, stockTimeAxis } from './stock-chart-data.ts';

describe('stockSeries', () => {
  it('draws the total first, then one line per warehouse, as date/units points', () => {
    const series = stockSeries(
      {
        data: [
          { date: '2024-05-01', quantity: 12 },
          { date: '2024-05-02', quantity: 9 },
        ],
        warehouses: [
          { id: 1, ulid: 'a', name: 'FBA US', points: [{ date: '2024-05-01', quantity: 10 }] },
          { id: 2, ulid: 'b', name: 'Own', points: [{ date: '2024-05-01', quantity: 2 }] },
        ],
        from: '2024-05-01',
        to: '2024-05-02',
      },
      { total: '#abcdef', palette: ['#111111', '#222222'] },
    );
    expect(series.map((line) => line.label)).toEqual(['Total', 'FBA US', 'Own']);
    expect(series[0]?.points).toEqual([
      { x: '2024-05-01', y: 12 },
      { x: '2024-05-02', y: 9 },
    ]);
    expect(series[0]?.total).toBe(true);
    expect(series[0]?.colour).toBe('#abcdef');
    expect(series.slice(1).map((line) => line.colour)).toEqual(['#111111', '#222222']);
  });
});

describe('stockTimeAxis', () => {
  it('labels weeks up to four months and months beyond, short and with a bounded number of ticks', () => {
    expect(stockTimeAxis(90).time.unit).toBe('week');
    expect(stockTimeAxis(365).time.unit).toBe('month');
    expect(stockTimeAxis(90).time.displayFormats.week).toBe('MMM d');
    expect(stockTimeAxis(90).ticks).toMatchObject({ autoSkip: true, maxTicksLimit: 8 });
  });
});

describe('rangeEndingOn', () => {
  it('covers the given number of days, today included', () => {
    expect(rangeEndingOn(new Date(2024, 2, 1), 30)).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(rangeEndingOn(new Date(2024, 0, 10), 1)).toEqual({ from: '2024-01-10', to: '2024-01-10' });
  });
});
