import { describe, expect, it } from 'vitest';
import { agedUnits, excessUnits, sellThrough, stockStatus, storageAtRisk } from './stock-health.ts';

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

describe('storage at risk', () => {
  it('prices the larger of aged and excess units at Amazon at the month’s fee per unit', () => {
    // 5.373 GBP over 0.71 units on average: 7.57 a unit a month; 40 aged units (30 excess) cost 302.70.
    expect(
      storageAtRisk({
        agedUnits: 40,
        excessUnits: 30,
        unitsAtAmazon: 100,
        monthFee: 537.3,
        averageUnits: 0.71,
      }),
    ).toEqual({ units: 40, amount: 30270 });
    // Excess counts units on their way: only those at Amazon cost its storage.
    expect(
      storageAtRisk({ agedUnits: 0, excessUnits: 90, unitsAtAmazon: 25, monthFee: 1000, averageUnits: 50 }),
    ).toEqual({ units: 25, amount: 500 });
    expect(
      storageAtRisk({ agedUnits: 0, excessUnits: 0, unitsAtAmazon: 25, monthFee: 1000, averageUnits: 50 }),
    ).toEqual({ units: 0, amount: 0 });
    // A month with no units on hand has no rate.
    expect(
      storageAtRisk({ agedUnits: 5, excessUnits: 5, unitsAtAmazon: 5, monthFee: 12, averageUnits: 0 }),
    ).toBeNull();
  });
});
