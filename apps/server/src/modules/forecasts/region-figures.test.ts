import { describe, expect, it } from 'vitest';
import type { RegionPlan } from './engine/region-plan.domain.ts';
import { skuFiguresOfRegions } from './region-plans.usecase.ts';

const plan = (overrides: Partial<RegionPlan>): RegionPlan => ({
  region: 'US',
  share: 1,
  dailyDemand: 1,
  stock: 10,
  inTransit: 0,
  onOrder: 0,
  leadDays: 10,
  safetyStock: 0,
  outOfStockDay: null,
  reorderDay: null,
  recommendedOrderQuantity: 0,
  serviceLevel: null,
  status: 'healthy',
  lateDays: 0,
  unitsSavedByOrderingToday: 0,
  sharedWarehouseIds: [],
  ...overrides,
});

describe("a SKU's figures from its regions", () => {
  it('takes the most urgent status, the earliest dates and the orders added up', () => {
    expect(
      skuFiguresOfRegions(
        [
          plan({ region: 'EU', status: 'overstocked', reorderDay: 40, outOfStockDay: 90 }),
          plan({
            region: 'US',
            status: 'reorder_soon',
            reorderDay: 9,
            outOfStockDay: 30,
            recommendedOrderQuantity: 50,
          }),
          plan({ region: 'GB', status: 'healthy', reorderDay: 20, recommendedOrderQuantity: 5 }),
        ],
        100,
      ),
    ).toEqual({ status: 'reorder_soon', reorderDay: 9, outOfStockDay: 30, recommendedOrderQuantity: 55 });
  });

  it('keeps overstocked when no region is more urgent, and reads a region out of stock as an order due', () => {
    expect(skuFiguresOfRegions([plan({ status: 'overstocked' })], 2000).status).toBe('overstocked');
    expect(
      skuFiguresOfRegions([plan({ status: 'out_of_stock', stock: 0 }), plan({ region: 'EU' })], 10).status,
    ).toBe('reorder_now');
    expect(skuFiguresOfRegions([plan({ status: 'out_of_stock', stock: 0 })], 0).status).toBe('out_of_stock');
  });
});
