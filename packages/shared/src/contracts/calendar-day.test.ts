import { describe, expect, it } from 'vitest';
import { calendarDay } from './fields.ts';

describe('calendarDay', () => {
  const day = calendarDay('The day must be a date (YYYY-MM-DD).');

  it('takes a day of 1900 to 2999 as YYYY-MM-DD', () => {
    expect(day.parse('2026-11-26')).toBe('2026-11-26');
    expect(day.safeParse('1900-01-01').success).toBe(true);
    expect(day.safeParse('2999-12-31').success).toBe(true);
  });

  it('refuses other shapes, impossible days and years a timestamp after them cannot hold', () => {
    for (const value of [
      '9999-12-31',
      '1899-12-31',
      '3000-01-01',
      '2026-02-30',
      '26-11-2026',
      '2026-11-26T00:00',
    ])
      expect(day.safeParse(value).success, value).toBe(false);
  });
});
