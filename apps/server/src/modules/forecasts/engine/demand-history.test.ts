import { describe, expect, it } from 'vitest';
import { demandHistory, firstCoveredOrderDay, type SkuDayFacts } from './demand-history.domain.ts';

const FBA = 1;
const HUB = 2;

function sales(fromDay: number, perDay: number[], warehouseId = FBA): SkuDayFacts[] {
  return perDay.map((sold, i) => ({ day: fromDay + i, warehouseId, net: -sold, sold }));
}

describe('demand history', () => {
  it('marks days the selling warehouse was empty at the start or the end as missing, not zero', () => {
    // 5 units at FBA; 2 sold a day: day 2 ends at 1, day 3 sells the last one and ends empty,
    // day 4 starts empty, a transfer of 10 lands on day 5 and selling resumes.
    const facts = [
      ...sales(100, [2, 2, 1, 0]),
      { day: 104, warehouseId: FBA, net: 10, sold: 0 },
      ...sales(105, [2, 2]),
      { day: 104, warehouseId: HUB, net: -10, sold: 0 },
    ];
    const history = demandHistory({
      firstDay: 100,
      lastDay: 106,
      opening: new Map([
        [FBA, 5],
        [HUB, 50],
      ]),
      facts,
    });
    expect(Array.from(history.inStock)).toEqual([1, 1, 0, 0, 0, 1, 1]);
    expect(Array.from(history.series.values)).toEqual([2, 2, Number.NaN, Number.NaN, Number.NaN, 2, 2]);
    expect(Array.from(history.sold)).toEqual([2, 2, 1, 0, 0, 2, 2]);
  });

  it('ignores stock in warehouses that never sell (the hub is not where customers buy)', () => {
    const facts = [...sales(10, [1, 1, 1]), { day: 11, warehouseId: HUB, net: -40, sold: 0 }];
    const history = demandHistory({
      firstDay: 10,
      lastDay: 12,
      opening: new Map([
        [FBA, 9],
        [HUB, 40],
      ]),
      facts,
    });
    expect(Array.from(history.series.values)).toEqual([1, 1, 1]);
  });

  it('starts on the first day the SKU was in stock or sold', () => {
    const facts = [{ day: 23, warehouseId: FBA, net: 20, sold: 0 }, ...sales(24, [3, 0, 1])];
    const history = demandHistory({ firstDay: 20, lastDay: 26, opening: new Map(), facts });
    expect(history.series.firstDay).toBe(24);
    expect(Array.from(history.series.values)).toEqual([3, 0, 1]);
  });

  it('counts every day when the ledger never received the SKU (stock unknown)', () => {
    const history = demandHistory({
      firstDay: 0,
      lastDay: 3,
      opening: new Map(),
      facts: sales(0, [1, 0, 2, 1]),
    });
    expect(Array.from(history.series.values)).toEqual([1, 0, 2, 1]);
  });

  it('has no history for a SKU that was never in stock and never sold', () => {
    const history = demandHistory({ firstDay: 0, lastDay: 9, opening: new Map(), facts: [] });
    expect(history.series.values).toHaveLength(0);
  });

  it('takes the orders as demand from the first order day on', () => {
    const history = demandHistory({
      firstDay: 0,
      lastDay: 3,
      opening: new Map(),
      facts: sales(0, [1, 1, 1, 1]),
      orderedUnits: new Map([
        [2, 5],
        [3, 0],
      ]),
      firstOrderDay: 2,
    });
    expect(Array.from(history.series.values)).toEqual([1, 1, 5, 0]);
  });

  it('reads orders from the day they cover the sales: a stray older order before a gap the ledger sold through does not count', () => {
    // One order on day 10, then orders every day from day 70; the ledger shipped every day from 0.
    const ledger = sales(0, Array(100).fill(2));
    const orders = [10, ...Array.from({ length: 30 }, (_, i) => 70 + i)];
    expect(firstCoveredOrderDay(orders, ledger)).toBe(70);
    // A slow seller: orders 40 days apart and no ledger sales between them are its whole demand.
    const slow = [...sales(5, [1]), ...sales(50, [1]), ...sales(95, [1])];
    expect(firstCoveredOrderDay([5, 50, 95], slow)).toBe(5);
    // Gaps of up to ORDER_GAP_DAYS always count as covered; no orders, no day.
    expect(firstCoveredOrderDay([40, 20, 60], ledger)).toBe(20);
    expect(firstCoveredOrderDay([], ledger)).toBeNull();
  });
});
