import { ANY_REGION, serviceLevelZ } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import {
  planRegions,
  type RegionPlanInput,
  type RegionWarehouse,
  regionsToPlan,
} from './region-plan.domain.ts';

const HORIZON = 200;
const flat = (value: number) => new Float64Array(HORIZON).fill(value);

const warehouses: RegionWarehouse[] = [
  { warehouseId: 1, regions: ['US'], stock: 20, transfers: [], purchaseOrders: [] },
  { warehouseId: 2, regions: ['EU'], stock: 10, transfers: [{ day: 3, quantity: 20 }], purchaseOrders: [] },
  // A 3PL feeding the EU and the UK: each may count on half of it (equal shares of demand).
  {
    warehouseId: 3,
    regions: ['EU', 'GB'],
    stock: 60,
    transfers: [],
    purchaseOrders: [{ day: 5, quantity: 40 }],
  },
];

function input(overrides: Partial<RegionPlanInput> = {}): RegionPlanInput {
  return {
    demand: flat(8),
    lo80: flat(8),
    hi80: flat(8),
    regions: [
      { region: 'EU', share: 0.25 },
      { region: 'GB', share: 0.25 },
      { region: 'US', share: 0.5 },
    ],
    warehouses,
    leadOf: (region) => ({ leadDays: region === 'US' ? 10 : 20, leadSigmaDays: 0 }),
    minStock: 0,
    coverDays: 30,
    casePack: null,
    z: serviceLevelZ(0.95),
    ...overrides,
  };
}

describe('planning per region of sale', () => {
  it('plans each region on its own demand, stock, transfers and orders, never summed', () => {
    const [eu, gb, us] = planRegions(input());
    // US: 20 units at 4 a day run out on day 4; 10 days of lead: the reorder date passed 6 days ago.
    expect(us).toMatchObject({
      region: 'US',
      dailyDemand: 4,
      stock: 20,
      inTransit: 0,
      onOrder: 0,
      outOfStockDay: 4,
      reorderDay: -6,
      lateDays: 6,
      status: 'reorder_now',
      // Lands on day 10 with nothing left: 30 days × 4.
      recommendedOrderQuantity: 120,
      // Ordered a week later, days 10 to 16 find no stock: 7 × 4.
      unitsSavedByOrderingToday: 28,
      sharedWarehouseIds: [],
    });
    // EU: 10 + half the 3PL's 60, a transfer of 20, half the order of 40: 80 units at 2 a day.
    expect(eu).toMatchObject({ stock: 40, inTransit: 20, onOrder: 20, outOfStockDay: 39, reorderDay: 19 });
    expect(eu?.status).toBe('healthy');
    expect(eu?.sharedWarehouseIds).toEqual([3]);
    // UK: the other half of the 3PL and its order: 50 units at 2 a day.
    expect(gb).toMatchObject({ stock: 30, inTransit: 0, onOrder: 20, outOfStockDay: 24, reorderDay: 4 });
    expect(gb?.status).toBe('reorder_soon');
    expect(gb?.lateDays).toBe(0);
    expect(gb?.unitsSavedByOrderingToday).toBe(0);
  });

  it('holds more safety stock, and so reorders sooner, at a higher service level', () => {
    // Each day's 80 % band is 2.5632 units wide: σ = 1 a day for the SKU, 0.5 for the US half.
    const spread = { lo80: flat(8 - 1.2816), hi80: flat(8 + 1.2816) };
    const at = (level: 0.9 | 0.95 | 0.99) =>
      planRegions(input({ ...spread, z: serviceLevelZ(level) })).find((plan) => plan.region === 'US');
    // σ over 10 days = 0.5 × √10 × (10/7)^0.35 = 1.792 (errors persist); with a lead-time spread of 2
    // days at 4 a day: √(3.21 + 64) = 8.198.
    const withLeadSpread = (level: 0.9 | 0.95 | 0.99) =>
      planRegions(
        input({ ...spread, z: serviceLevelZ(level), leadOf: () => ({ leadDays: 10, leadSigmaDays: 2 }) }),
      ).find((plan) => plan.region === 'US');
    expect([at(0.9)?.safetyStock, at(0.95)?.safetyStock, at(0.99)?.safetyStock]).toEqual([3, 3, 5]);
    expect(
      [withLeadSpread(0.9), withLeadSpread(0.95), withLeadSpread(0.99)].map((plan) => plan?.safetyStock),
    ).toEqual([11, 14, 20]);
    expect(withLeadSpread(0.99)?.recommendedOrderQuantity).toBeGreaterThan(
      withLeadSpread(0.9)?.recommendedOrderQuantity as number,
    );
  });

  it('tells the service level the stock in hand and on its way reaches', () => {
    const spread = { lo80: flat(8 - 1.2816), hi80: flat(8 + 1.2816) };
    const [eu, , us] = planRegions(input(spread));
    // US: 20 units against 40 expected over the lead time: far below.
    expect(us?.serviceLevel).toBeLessThan(0.001);
    // EU: 80 units against 40 over 20 days (σ = 0.25 × √20 = 1.118): certain.
    expect(eu?.serviceLevel).toBeCloseTo(1, 6);
  });

  it('splits a product’s minimum stock over the regions by share', () => {
    const [eu, , us] = planRegions(input({ minStock: 40 }));
    expect(us?.safetyStock).toBe(20);
    expect(eu?.safetyStock).toBe(10);
  });

  it('finds the regions: known shares, unknown demand spread over them, warehouses that hold units', () => {
    const shares = new Map<string | null, number>([
      ['US', 2],
      ['EU', 1],
      ['GB', 1],
      [null, 4],
    ]);
    const held: RegionWarehouse[] = [
      ...warehouses,
      { warehouseId: 4, regions: ['CA'], stock: 5, transfers: [], purchaseOrders: [] },
      { warehouseId: 5, regions: ['JP'], stock: 0, transfers: [], purchaseOrders: [] },
      // Serves the US, where the SKU sells, and Mexico, where it does not: no plan for Mexico.
      { warehouseId: 6, regions: ['MX', 'US'], stock: 7, transfers: [], purchaseOrders: [] },
    ];
    expect(regionsToPlan(shares, held)).toEqual([
      { region: 'CA', share: 0 },
      { region: 'EU', share: 0.25 },
      { region: 'GB', share: 0.25 },
      { region: 'US', share: 0.5 },
    ]);
    expect(regionsToPlan(new Map([[null, 3]]), [])).toEqual([{ region: ANY_REGION, share: 1 }]);
  });

  it('lets a warehouse that names no country serve every region', () => {
    const anywhere: RegionWarehouse[] = [
      { warehouseId: 9, regions: [], stock: 90, transfers: [], purchaseOrders: [] },
    ];
    const plans = planRegions(input({ warehouses: anywhere }));
    expect(plans.map((plan) => [plan.region, plan.stock])).toEqual([
      ['EU', 23],
      ['GB', 23],
      ['US', 45],
    ]);
  });
});
