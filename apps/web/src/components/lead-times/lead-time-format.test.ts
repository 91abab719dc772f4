import { describe, expect, it } from 'vitest';
import { adoptable, describeLearned, describePlan, formatDays } from './lead-time-format.ts';

const orders = { one: 'order', many: 'orders' };

describe('lead time texts', () => {
  it('says days in whole and half days', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(34)).toBe('34 days');
    expect(formatDays(34.5)).toBe('34.5 days');
  });

  it('shows the median, and the spread with the observations under it', () => {
    expect(describeLearned({ median: 34, p10: 30.9, p90: 38.5, observations: 4 }, orders)).toEqual({
      median: '34 days',
      spread: '30.9–38.5 days · 4 orders',
    });
    expect(describeLearned({ median: 12, p10: 12, p90: 12, observations: 1 }, orders)).toEqual({
      median: '12 days',
      spread: '1 order',
    });
  });

  it('names the value planning uses', () => {
    expect(describePlan({ plans_with: 'learned', planned_days: 34 })).toBe('Learned: 34 days');
    expect(describePlan({ plans_with: 'typed', planned_days: 5 })).toBe('Typed: 5 days');
    expect(describePlan({ plans_with: 'typed', planned_days: null })).toBe('Typed: per product');
  });

  it('offers "Use learned" only when something was learned that is not what was typed', () => {
    expect(adoptable({ learned_days: 34, typed_days: 25 })).toBe(true);
    expect(adoptable({ learned_days: 34, typed_days: 34 })).toBe(false);
    expect(adoptable({ learned_days: null, typed_days: 25 })).toBe(false);
  });
});
