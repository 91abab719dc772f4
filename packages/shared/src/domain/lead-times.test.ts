import { describe, expect, it } from 'vitest';
import { adoptShippingTimes, leadTimeSource, MIN_LEARNED_OBSERVATIONS, wholeLeadDays } from './lead-times.ts';

describe('which lead time planning uses', () => {
  it('uses the learned value from the third observation on, the typed one before', () => {
    expect(MIN_LEARNED_OBSERVATIONS).toBe(3);
    expect(leadTimeSource(0)).toBe('typed');
    expect(leadTimeSource(2)).toBe('typed');
    expect(leadTimeSource(3)).toBe('learned');
    expect(leadTimeSource(40)).toBe('learned');
  });

  it('rounds a learned median to whole days, half days up', () => {
    expect(wholeLeadDays(20.5)).toBe(21);
    expect(wholeLeadDays(20.4)).toBe(20);
    expect(wholeLeadDays(7)).toBe(7);
  });
});

describe('adopting a learned transit into a supplier’s shipping times', () => {
  const times = [
    { type: 'country' as const, code: 'DE', days: 12 },
    { type: 'region' as const, code: 'EU', days: 20 },
  ];

  it('sets the entry the lookup matched and keeps the others', () => {
    expect(adoptShippingTimes(times, [{ type: 'country', code: 'de' }], 17)).toEqual([
      { type: 'country', code: 'DE', days: 17 },
      { type: 'region', code: 'EU', days: 20 },
    ]);
  });

  it('adds entries the supplier has none for', () => {
    expect(adoptShippingTimes(times, [{ type: 'country', code: 'us' }], 30)).toEqual([
      ...times,
      { type: 'country', code: 'US', days: 30 },
    ]);
  });
});
