import { describe, expect, it } from 'vitest';
import { type DemoDailySale, planDemoOrders } from './demo-orders.domain.ts';
import { createRandom } from './random.domain.ts';

const now = new Date('2026-06-15T12:00:00Z');
const sale = (overrides: Partial<DemoDailySale>): DemoDailySale => ({
  skuId: 7,
  sellerSku: 'TENT-2P',
  asin: 'B0TENT',
  name: 'Tent',
  cogs: 2000,
  warehouse: 'fba-us',
  day: new Date('2026-06-01T00:00:00Z'),
  units: 5,
  ...overrides,
});
const channelIds: Record<string, number> = { com: 1, ca: 2, uk: 3, de: 4 };

describe('the demo store orders', () => {
  it("turn each day's sold units into orders of the warehouse's marketplace, none of a unit more or less", () => {
    const sales = [
      sale({}),
      sale({ warehouse: 'fba-uk', units: 3, cogs: null }),
      sale({ warehouse: 'fba-ca', units: 1, day: new Date('2026-06-14T00:00:00Z') }),
    ];
    const orders = planDemoOrders(
      sales,
      createRandom(42),
      now,
      (channel) => channelIds[channel.key] as number,
    );
    const kept = orders.filter(({ order }) => order.status !== 'Cancelled');
    const units = (warehouseOrderCurrency: string) =>
      kept
        .filter(({ order }) => order.currency === warehouseOrderCurrency)
        .reduce((sum, { order }) => sum + (order.items[0]?.quantity ?? 0), 0);
    expect(units('USD')).toBe(5);
    expect(units('GBP')).toBe(3);
    expect(units('CAD')).toBe(1);
    for (const { region, order } of orders) {
      expect(order.items).toHaveLength(1);
      expect(order.fulfillmentChannel).toBe('AFN');
      expect(order.orderId).toMatch(/^(111|701|202|302)-\d{7}-\d{7}$/);
      expect(region).toBe(order.currency === 'GBP' ? 'EU' : 'NA');
      // Bought on the day of the sale, and never after now.
      expect(order.purchaseDate.getTime()).toBeLessThan(now.getTime());
      const item = order.items[0];
      expect((item?.itemPrice ?? 0) % 100).toBe((99 * (item?.quantity ?? 0)) % 100);
    }
    // COGS 20.00 → 51.99 a unit; no COGS → priced from 10.00.
    const us = orders.find(({ order }) => order.currency === 'USD')?.order.items[0];
    expect((us?.itemPrice ?? 0) / (us?.quantity ?? 1)).toBe(5199);
    expect(new Set(orders.map(({ order }) => order.orderId)).size).toBe(orders.length);
    expect(orders.map(({ order }) => order.purchaseDate.getTime())).toEqual(
      orders.map(({ order }) => order.purchaseDate.getTime()).sort((a, b) => a - b),
    );
  });

  it('leaves some of the last two days pending, and adds a few cancelled orders that took no stock', () => {
    const recent = Array.from({ length: 200 }, (_, index) =>
      sale({ skuId: index, sellerSku: `S-${index}`, day: new Date('2026-06-14T00:00:00Z'), units: 1 }),
    );
    const orders = planDemoOrders(recent, createRandom(7), now, () => 1);
    const statuses = new Set(orders.map(({ order }) => order.status));
    expect(statuses).toEqual(new Set(['Shipped', 'Pending', 'Cancelled']));
    // Today's orders are spread over the hours before now, not piled up at one time.
    const today = planDemoOrders(
      recent.map((row) => ({ ...row, day: new Date('2026-06-15T00:00:00Z') })),
      createRandom(3),
      now,
      () => 1,
    );
    const times = today.map(({ order }) => order.purchaseDate.getTime());
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(new Set(times).size).toBeGreaterThan(100);
    const older = planDemoOrders(
      recent.map((row) => ({ ...row, day: new Date('2026-06-01T00:00:00Z') })),
      createRandom(7),
      now,
      () => 1,
    );
    expect(older.some(({ order }) => order.status === 'Pending')).toBe(false);
  });
});
