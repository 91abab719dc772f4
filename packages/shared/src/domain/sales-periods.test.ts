import { describe, expect, it } from 'vitest';
import { fillPeriods, isPeriodPartial, nextPeriod, periodStart } from './sales-periods.ts';

describe('sales periods', () => {
  it('start where date_trunc starts them: the day, the ISO week’s Monday, the month’s first', () => {
    expect(periodStart('2026-11-26', 'day')).toBe('2026-11-26');
    expect(periodStart('2026-11-26', 'week')).toBe('2026-11-23'); // a Thursday
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(periodStart('2026-11-26', 'month')).toBe('2026-11-01');
    expect(nextPeriod('2026-12-28', 'week')).toBe('2027-01-04');
    expect(nextPeriod('2026-12-01', 'month')).toBe('2027-01-01');
    expect(nextPeriod('2028-02-28', 'day')).toBe('2028-02-29');
  });

  it('know the period still running on the last day shown', () => {
    expect(isPeriodPartial('2026-11-23', 'week', '2026-11-26')).toBe(true);
    expect(isPeriodPartial('2026-11-23', 'week', '2026-11-29')).toBe(false);
    expect(isPeriodPartial('2026-11-01', 'month', '2026-11-30')).toBe(false);
    expect(isPeriodPartial('2026-11-26', 'day', '2026-11-26')).toBe(false);
  });

  it('fill the periods without sales with zeros, from the first sale through the last period', () => {
    const empty = (period: string) => ({ period, units: 0 });
    const filled = fillPeriods(
      [
        { period: '2026-11-02', units: 5 },
        { period: '2026-11-16', units: 2 },
      ],
      { to: '2026-11-26', interval: 'week', empty },
    );
    expect(filled).toEqual([
      { period: '2026-11-02', units: 5 },
      { period: '2026-11-09', units: 0 },
      { period: '2026-11-16', units: 2 },
      { period: '2026-11-23', units: 0 },
    ]);
    expect(fillPeriods([], { to: '2026-11-26', interval: 'day', empty })).toEqual([]);
  });
});
