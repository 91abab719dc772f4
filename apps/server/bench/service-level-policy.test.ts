import { describe, expect, it } from 'vitest';
import {
  cycleServiceLevel,
  drawLeadDays,
  leadTimePercentiles,
  onOrder,
  type PolicyState,
  policyDay,
} from './service-level-policy.ts';

describe('the service-level bench’s reorder-point policy', () => {
  it('serves, loses what finds no stock, lands orders after the day’s sales and reorders at the point', () => {
    // Reorder point 6, order up to 16, lead time 2 days, demand 4, 3, 5, 6.
    const state: PolicyState = { stock: 10, open: [] };
    const day = (index: number, demand: number) =>
      policyDay(state, { day: index, demand, reorderPoint: 6, orderUpTo: 16, leadDays: 2 });

    // Day 0: 10 − 4 = 6 ≤ 6: order 16 − 6 = 10, landing after day 2's sales.
    expect(day(0, 4)).toEqual({ served: 4, lost: 0, ordered: 10, stock: 6 });
    expect(state.open).toEqual([{ placed: 0, arrives: 2, quantity: 10 }]);
    // Day 1: 6 − 3 = 3; position 3 + 10 = 13 > 6: nothing ordered.
    expect(day(1, 3)).toEqual({ served: 3, lost: 0, ordered: 0, stock: 3 });
    // Day 2: 3 served of 5 (2 lost), then the 10 land: 10; position 10 > 6.
    expect(day(2, 5)).toEqual({ served: 3, lost: 2, ordered: 0, stock: 10 });
    expect(state.open).toEqual([]);
    // Day 3: 10 − 6 = 4 ≤ 6: order 16 − 4 = 12.
    expect(day(3, 6)).toEqual({ served: 6, lost: 0, ordered: 12, stock: 4 });
    expect(onOrder(state)).toBe(12);
  });

  it('counts what is on order in the position and orders whole units', () => {
    const state: PolicyState = { stock: 2, open: [{ placed: -3, arrives: 5, quantity: 4 }] };
    // Position 2 + 4 = 6 after no sale, above 5.5: nothing; then 1 sold: 5 ≤ 5.5, up to 9.2: 4.2 → 5.
    expect(
      policyDay(state, { day: 0, demand: 0, reorderPoint: 5.5, orderUpTo: 9.2, leadDays: 3 }).ordered,
    ).toBe(0);
    expect(policyDay(state, { day: 1, demand: 1, reorderPoint: 5.5, orderUpTo: 9.2, leadDays: 0 })).toEqual({
      served: 1,
      lost: 0,
      ordered: 5,
      stock: 1,
    });
    // A lead time below a day still lands the next day.
    expect(state.open.at(-1)).toEqual({ placed: 1, arrives: 2, quantity: 5 });
  });

  it('measures the cycle service level between deliveries', () => {
    const lost = [0, 0, 1, 0, 0, 0, 0, 3, 0, 0, 0, 0];
    const orders = [
      { placed: -4, arrives: 1, quantity: 1 }, // the first delivery only opens a cycle
      { placed: 0, arrives: 3, quantity: 1 }, // days 2–3: day 2 lost → stocked out
      { placed: 2, arrives: 6, quantity: 1 }, // days 4–6: none lost
      { placed: 3, arrives: 6, quantity: 1 }, // lands with the one before: the same delivery
      { placed: 6, arrives: 9, quantity: 1 }, // days 7–9: day 7 lost
      { placed: 1, arrives: 10, quantity: 1 }, // placed earlier, landed later: day 10, none lost
      { placed: 8, arrives: 13, quantity: 1 }, // after the last day: not counted
    ];
    expect(cycleServiceLevel(orders, lost, 0, 11)).toEqual({ cycles: 4, stockedOut: 2, level: 0.5 });
    expect(cycleServiceLevel(orders, lost, 4, 11)).toEqual({ cycles: 3, stockedOut: 1, level: 2 / 3 });
    expect(cycleServiceLevel(orders.slice(0, 1), lost, 0, 11).level).toBeNull();
  });

  it('draws log-normal lead times around the median', () => {
    // σ_log = ln 1.25 ÷ 1.2816: the p90 is 1.25 × the median, the p10 the median ÷ 1.25.
    const sigma = Math.log(1.25) / 1.2816;
    const { p10, p90 } = leadTimePercentiles(40, sigma);
    expect(p10).toBeCloseTo(32, 6);
    expect(p90).toBeCloseTo(50, 6);
    expect(drawLeadDays(40, sigma, 0)).toBe(40);
    expect(drawLeadDays(40, sigma, 1.2816)).toBe(50);
    expect(drawLeadDays(1, sigma, -10)).toBe(1);
  });
});
