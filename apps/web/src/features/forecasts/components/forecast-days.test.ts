import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDate, reorderUrgency, todayIn } from './forecast-days.ts';

describe('forecast days', () => {
  it('counts and shifts calendar days across months and years', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-01-02', '2025-12-31')).toBe(-2);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("reads today in the organisation's zone, not the browser's", () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-02');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-01');
  });

  it('puts a calendar day at local midnight', () => {
    const date = localDate('2026-03-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
  });

  it('says to reorder now on the day or after it, soon within two weeks', () => {
    expect(reorderUrgency('2026-03-01', '2026-03-01')).toBe('now');
    expect(reorderUrgency('2026-02-20', '2026-03-01')).toBe('now');
    expect(reorderUrgency('2026-03-15', '2026-03-01')).toBe('soon');
    expect(reorderUrgency('2026-03-16', '2026-03-01')).toBe('later');
  });
});
