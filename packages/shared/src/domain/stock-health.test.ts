import { describe, expect, it } from 'vitest';
import { agedUnits, excessUnits, sellThrough, stockStatus } from './stock-health.ts';

describe('stock status', () => {
  it('takes the first that holds, in order of urgency', () => {
    expect(stockStatus({ stock: 0, reorderDay: -5, excessUnits: 0 })).toBe('out_of_stock');
    expect(stockStatus({ stock: 10, reorderDay: 0, excessUnits: 0 })).toBe('reorder_now');
    expect(stockStatus({ stock: 10, reorderDay: -3, excessUnits: 0 })).toBe('reorder_now');
    expect(stockStatus({ stock: 10, reorderDay: 14, excessUnits: 0 })).toBe('reorder_soon');
    expect(stockStatus({ stock: 10, reorderDay: 15, excessUnits: 0 })).toBe('healthy');
    expect(stockStatus({ stock: 10, reorderDay: null, excessUnits: 0 })).toBe('healthy');
    expect(stockStatus({ stock: 900, reorderDay: null, excessUnits: 400 })).toBe('overstocked');
  });
});

describe('excess, aged and sell-through', () => {
  it('counts stock and inbound beyond lead + cover + 90 days of demand', () => {
    // 2 a day for 10 + 30 + 90 = 130 days needs 260 units; 300 in stock and 50 inbound leave 90.
    expect(
      excessUnits({ stock: 300, inbound: 50, demand: Array(365).fill(2), leadDays: 10, coverDays: 30 }),
    ).toBe(90);
    expect(
      excessUnits({ stock: 100, inbound: 0, demand: Array(365).fill(2), leadDays: 10, coverDays: 30 }),
    ).toBe(0);
    // Nothing sells: every unit is excess.
    expect(
      excessUnits({ stock: 12, inbound: 3, demand: Array(365).fill(0), leadDays: 0, coverDays: 30 }),
    ).toBe(15);
  });

  it('ages what recent receipts do not explain (first in, first out)', () => {
    expect(agedUnits({ stock: 100, receivedRecently: 60 })).toBe(40);
    expect(agedUnits({ stock: 50, receivedRecently: 80 })).toBe(0);
    expect(agedUnits({ stock: -3, receivedRecently: 0 })).toBe(0);
  });

  it('is sold ÷ (sold + stock), unknown with nothing to sell', () => {
    expect(sellThrough({ sold: 30, stock: 90 })).toBe(0.25);
    expect(sellThrough({ sold: 0, stock: 0 })).toBeNull();
  });
});
