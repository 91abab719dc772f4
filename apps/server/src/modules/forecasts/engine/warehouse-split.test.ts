import { describe, expect, it } from 'vitest';
import { splitOverWarehouses, type WarehouseFacts } from './warehouse-split.domain.ts';

const warehouse = (facts: Partial<WarehouseFacts> & { warehouseId: number }): WarehouseFacts => ({
  isFulfillmentCenter: false,
  stock: 0,
  sold: 0,
  arrivals: [],
  ...facts,
});

/** An own warehouse (1) that never sold, and two fulfilment centres selling 30 and 90 units. */
function network(ownStock: number) {
  return splitOverWarehouses({
    demand: Array(365).fill(8),
    transitDays: 14,
    coverDays: 30,
    warehouses: [
      warehouse({ warehouseId: 1, stock: ownStock }),
      warehouse({ warehouseId: 2, isFulfillmentCenter: true, stock: 20, sold: 30 }),
      warehouse({
        warehouseId: 3,
        isFulfillmentCenter: true,
        stock: 30,
        sold: 90,
        arrivals: [{ day: 3, quantity: 12 }],
      }),
    ],
  });
}

const byId = (plans: ReturnType<typeof splitOverWarehouses>) =>
  Object.fromEntries(plans.map((plan) => [plan.warehouseId, plan]));

describe('warehouse split', () => {
  it("shares the demand by each warehouse's units sold; a warehouse that sold nothing has none", () => {
    const plans = byId(network(500));
    expect(plans[1]?.share).toBe(0);
    expect(plans[2]?.share).toBe(0.25);
    expect(plans[3]?.share).toBe(0.75);
  });

  it('runs each selling warehouse out on the first day its stock and arrivals cannot meet its share', () => {
    const plans = byId(network(500));
    // 2 a day from 20 units: the 10th day (index 9) takes the last 2.
    expect(plans[2]?.outOfStockDay).toBe(9);
    // 6 a day from 30, 12 more on day 3: 24, 18, 12, 24→18, 12, 6, then day 6 takes the last 6.
    expect(plans[3]?.outOfStockDay).toBe(6);
    // It sells nothing here, so it never runs out.
    expect(plans[1]?.outOfStockDay).toBeNull();
  });

  it('recommends into each fulfilment centre its share of transit + cover demand less stock and inbound', () => {
    const plans = byId(network(500));
    // (14 + 30) days × 8 = 352 units: 0.25 × 352 − 20 = 68; 0.75 × 352 − (30 + 12) = 222.
    expect(plans[2]).toMatchObject({ shortfall: 68, recommendedTransferQuantity: 68 });
    expect(plans[3]).toMatchObject({ shortfall: 222, recommendedTransferQuantity: 222 });
    // Nothing is recommended into an own warehouse.
    expect(plans[1]).toMatchObject({ shortfall: 0, recommendedTransferQuantity: 0 });
  });

  it("caps the recommendations by the own warehouses' units, largest shortfall first", () => {
    // 100 units: all go to the larger shortfall (222), none is left for the other.
    let plans = byId(network(100));
    expect(plans[3]?.recommendedTransferQuantity).toBe(100);
    expect(plans[2]?.recommendedTransferQuantity).toBe(0);
    // 250 units: 222, then the 28 left.
    plans = byId(network(250));
    expect(plans[3]?.recommendedTransferQuantity).toBe(222);
    expect(plans[2]?.recommendedTransferQuantity).toBe(28);
    // Shortfalls stay what they are, whatever the cap.
    expect(plans[2]?.shortfall).toBe(68);
  });

  it('counts only own warehouses as the source, at least zero each, and rounds a third of 30 to 10', () => {
    const plans = byId(
      splitOverWarehouses({
        demand: Array(365).fill(3),
        transitDays: 4,
        coverDays: 6,
        warehouses: [
          // An own warehouse that also sells (two thirds) and holds 50.
          warehouse({ warehouseId: 1, stock: 50, sold: 2 }),
          // An own warehouse below zero adds nothing.
          warehouse({ warehouseId: 4, stock: -5 }),
          warehouse({ warehouseId: 2, isFulfillmentCenter: true, stock: -3, sold: 1 }),
          // A fulfilment centre that sold nothing gets nothing, whatever its stock.
          warehouse({ warehouseId: 3, isFulfillmentCenter: true, stock: 0, sold: 0 }),
        ],
      }),
    );
    // 1/3 × 10 days × 3 = 10 (not 11), less no stock.
    expect(plans[2]).toMatchObject({ shortfall: 10, recommendedTransferQuantity: 10, outOfStockDay: 0 });
    expect(plans[3]).toMatchObject({ share: 0, shortfall: 0, recommendedTransferQuantity: 0 });
    // 2 a day from 50: the 25th day (index 24) takes the last 2.
    expect(plans[1]?.outOfStockDay).toBe(24);
  });

  it('without sales anywhere: no shares, no out-of-stock days, nothing to send', () => {
    const plans = splitOverWarehouses({
      demand: Array(365).fill(0),
      transitDays: 14,
      coverDays: 30,
      warehouses: [
        warehouse({ warehouseId: 1, stock: 40 }),
        warehouse({ warehouseId: 2, isFulfillmentCenter: true }),
      ],
    });
    expect(plans).toEqual([
      { warehouseId: 1, share: 0, outOfStockDay: null, shortfall: 0, recommendedTransferQuantity: 0 },
      { warehouseId: 2, share: 0, outOfStockDay: null, shortfall: 0, recommendedTransferQuantity: 0 },
    ]);
  });

  it('stops the window at the horizon', () => {
    const [plan] = splitOverWarehouses({
      demand: Array(10).fill(1),
      transitDays: 14,
      coverDays: 30,
      warehouses: [warehouse({ warehouseId: 2, isFulfillmentCenter: true, sold: 5 })],
    });
    // Ten days of 1 a day, and no own stock to send.
    expect(plan).toMatchObject({ share: 1, shortfall: 10, recommendedTransferQuantity: 0, outOfStockDay: 0 });
  });
});
