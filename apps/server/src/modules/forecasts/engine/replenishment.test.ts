import { describe, expect, it } from 'vitest';
import { planReplenishment, type ReplenishmentInput } from './replenishment.domain.ts';

function plan(overrides: Partial<ReplenishmentInput> & { rate?: number }) {
  const { rate = 10, ...rest } = overrides;
  return planReplenishment({
    demand: Array(365).fill(rate),
    stock: 100,
    arrivals: [],
    minStock: 0,
    leadDays: 5,
    coverDays: 30,
    casePack: null,
    ...rest,
  });
}

describe('replenishment', () => {
  it('runs out when the stock meets the demand, reorders a lead time earlier, covers the cover period', () => {
    // 100 units at 10 a day: the 10th day (index 9) takes the last 10. Ordering on day 4 lands on
    // day 9 with 10 units left at its start: 30 days × 10 − 10 = 290.
    const result = plan({});
    expect(result.outOfStockDay).toBe(9);
    expect(result.belowMinimumDay).toBe(9);
    expect(result.reorderDay).toBe(4);
    expect(result.recommendedOrderQuantity).toBe(290);
    expect(Array.from(result.projected.slice(0, 11))).toEqual([90, 80, 70, 60, 50, 40, 30, 20, 10, 0, 0]);
  });

  it('with a lead time longer than the cover: the order is late, the gap is lost sales, not a debt', () => {
    // 50 units at 5 a day last until day 9; ordered today the goods land on day 30 with nothing
    // left (days 10–29 sell nothing), so the order covers 10 days × 5 = 50, rounded to cases of 12.
    const result = plan({ stock: 50, rate: 5, leadDays: 30, coverDays: 10, casePack: 12 });
    expect(result.outOfStockDay).toBe(9);
    expect(result.reorderDay).toBe(-21);
    expect(result.recommendedOrderQuantity).toBe(60);
    expect(result.projected[29]).toBe(0);
    // Days 10–29 find nothing: 20 days × 5 units lost before the order lands.
    expect(result.lost.slice(0, 30).reduce((sum, units) => sum + units, 0)).toBe(100);
  });

  it('counts arrivals and keeps the minimum stock', () => {
    // 20 units at 2 a day, 30 more on day 5: 10 at the end of day 4 (not below 10), 38 at the end
    // of day 5, then 2 less a day: 8 < 10 at the end of day 20. Order on day 13 (lead 7), landing
    // on day 20 with 10 on hand: 10 (minimum) + 14 × 2 − 10 = 28.
    const result = plan({
      stock: 20,
      rate: 2,
      arrivals: [{ day: 5, quantity: 30 }],
      minStock: 10,
      leadDays: 7,
      coverDays: 14,
    });
    expect(result.belowMinimumDay).toBe(20);
    expect(result.reorderDay).toBe(13);
    expect(result.recommendedOrderQuantity).toBe(28);
    expect(result.outOfStockDay).toBe(24);
  });

  it('dates the next order by the shortfall a new order could mend, not by a dip an order on its way ends', () => {
    // 20 units at 2 a day, minimum 10: below it from day 5, empty on day 9; 100 land on day 10 (98
    // left that evening), below the minimum again on day 55 (8). Ordered today, goods land on day
    // 30, when the stock is back above the minimum: the order is due on day 55 − 30 = 25, not 25
    // days late. It brings 30 days × 2 = 60 (10 on hand at its landing, the minimum).
    const result = plan({
      stock: 20,
      rate: 2,
      arrivals: [{ day: 10, quantity: 100 }],
      minStock: 10,
      leadDays: 30,
      coverDays: 30,
    });
    expect(result.belowMinimumDay).toBe(5);
    expect(result.outOfStockDay).toBe(9);
    expect(result.reorderDay).toBe(25);
    expect(result.recommendedOrderQuantity).toBe(60);
    // The same arrival after the landing day leaves the shortfall running then: late since day 5.
    const later = plan({
      stock: 20,
      rate: 2,
      arrivals: [{ day: 40, quantity: 100 }],
      minStock: 10,
      leadDays: 30,
      coverDays: 30,
    });
    expect(later.reorderDay).toBe(5 - 30);
  });

  it('counts an overdue arrival as arriving today and ignores empty ones', () => {
    const result = plan({
      stock: 0,
      rate: 1,
      arrivals: [
        { day: -3, quantity: 5 },
        { day: 2, quantity: 0 },
      ],
    });
    expect(result.outOfStockDay).toBe(4);
  });

  it('orders nothing while no shortage falls within the horizon', () => {
    const result = plan({ stock: 10_000, rate: 1 });
    expect(result.outOfStockDay).toBeNull();
    expect(result.reorderDay).toBeNull();
    expect(result.recommendedOrderQuantity).toBe(0);
  });

  it('never runs out of, nor reorders, a SKU nobody buys, unless it is below its minimum', () => {
    expect(plan({ stock: 0, rate: 0 })).toMatchObject({
      outOfStockDay: null,
      reorderDay: null,
      recommendedOrderQuantity: 0,
    });
    expect(plan({ stock: 3, rate: 0, minStock: 10, leadDays: 5 })).toMatchObject({
      outOfStockDay: null,
      reorderDay: -5,
      recommendedOrderQuantity: 7,
    });
  });

  it('rounds fractional demand to whole units without overshooting on float error', () => {
    // 0.1 a day from nothing: out today? No demand day reaches a whole unit, but stock is 0, so
    // the first day with demand is short. 30 days × 0.1 = 3 units, not 4.
    const result = plan({ stock: 0, rate: 0.1, leadDays: 0 });
    expect(result.outOfStockDay).toBe(0);
    expect(result.recommendedOrderQuantity).toBe(3);
  });
});
