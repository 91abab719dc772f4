import { describe, expect, it } from 'vitest';
import { DAY_MS } from './demand.domain.ts';
import { type DemoCatalog, planCatalog } from './demo-catalog.domain.ts';
import {
  CONFIRMED_AFTER_DAYS,
  MAX_ORDER_LINES,
  PRODUCTION_AFTER_DAYS,
  planOpenPurchaseOrders,
  statusByAge,
} from './demo-open-orders.domain.ts';
import type { OpenOrder } from './stock-simulation.domain.ts';

const now = new Date('2026-03-15T18:30:00Z');
const today = Math.floor(now.getTime() / DAY_MS);
const catalog = planCatalog({ skus: 60, products: 40, days: 200, seed: 5 });

/** Mapped SKUs of one supplier in one region, by catalog index. */
function skusOf(supplier: number, region: 'NA' | 'EU', from: DemoCatalog = catalog): number[] {
  return from.skus.flatMap((sku, index) =>
    sku.product !== null &&
    sku.region === region &&
    from.products[sku.product]?.suppliers[0]?.supplier === supplier
      ? [index]
      : [],
  );
}

/** How many steps each open status has stamped. */
const STAMPS_BY_STATUS: Record<string, number> = { SUBMITTED: 1, CONFIRMED: 2, IN_PRODUCTION: 3, SHIPPED: 4 };

const order = (orderDay: number, quantity = 40, code = 'NOM'): OpenOrder => ({
  orderDay,
  arrivalDay: orderDay + 70,
  quantity,
  sourceId: `PO-${code}-${new Date(orderDay * DAY_MS).toISOString().slice(0, 10)}`,
});

describe("the simulated seller's open purchase orders as documents", () => {
  it('are one order per supplier, hub and order day, a line per SKU at its cost in the supplier’s currency', () => {
    const [first, second] = skusOf(0, 'NA');
    const [european] = skusOf(0, 'EU');
    if (first === undefined || second === undefined || european === undefined) throw new Error('catalog');
    const orders = planOpenPurchaseOrders({
      catalog,
      onOrder: new Map([
        [first, [order(today - 30, 40), order(today - 9, 20)]],
        [second, [order(today - 30, 60)]],
        [european, [order(today - 30, 30)]],
      ]),
      now,
    });
    expect(orders).toHaveLength(3);
    const at = (age: number, warehouse: string) =>
      orders.find(
        (each) =>
          each.warehouse === warehouse && each.orderedAt.getTime() === (today - age) * DAY_MS + 600 * 60_000,
      );
    const older = at(30, 'own');
    const younger = at(9, 'own');
    expect(older).toMatchObject({ supplier: 0, reference: `${order(today - 30).sourceId}-NA` });
    expect(older?.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [first, 40],
      [second, 60],
    ]);
    expect(at(30, '3pl')).toMatchObject({ supplier: 0, reference: `${order(today - 30).sourceId}-EU` });
    expect(younger?.lines).toHaveLength(1);
    for (const planned of orders)
      for (const line of planned.lines) {
        expect(line.currency).toBe('USD');
        expect(line.unitCost).toBe(catalog.skus[line.sku]?.purchaseCost);
        expect(line.quantityInCase).toBe(10);
      }
  });

  it('stand where their age puts them, each step stamped in order and never after now', () => {
    expect(statusByAge({ orderDay: today, ready: today + 30, today })).toBe('SUBMITTED');
    expect(statusByAge({ orderDay: today - CONFIRMED_AFTER_DAYS, ready: today + 30, today })).toBe(
      'CONFIRMED',
    );
    expect(statusByAge({ orderDay: today - PRODUCTION_AFTER_DAYS, ready: today + 1, today })).toBe(
      'IN_PRODUCTION',
    );
    expect(statusByAge({ orderDay: today - 40, ready: today, today })).toBe('SHIPPED');

    const skus = skusOf(0, 'NA').slice(0, 1);
    const ages = [0, 3, 10, 60];
    const orders = planOpenPurchaseOrders({
      catalog,
      onOrder: new Map(skus.map((sku) => [sku, ages.map((age) => order(today - age))])),
      now,
    });
    expect(orders.map((each) => each.status)).toEqual(['SHIPPED', 'IN_PRODUCTION', 'CONFIRMED', 'SUBMITTED']);
    const stampOrder = ['submittedAt', 'confirmedAt', 'inProductionAt', 'shippedAt'] as const;
    for (const each of orders) {
      const stamps = stampOrder.flatMap((stamp) => each.stamps[stamp] ?? []);
      expect(stamps).toHaveLength(STAMPS_BY_STATUS[each.status] ?? -1);
      expect(stamps.map((stamp) => stamp.getTime())).toEqual(
        [...stamps].map((stamp) => stamp.getTime()).sort((a, b) => a - b),
      );
      expect(Math.max(...stamps.map((stamp) => stamp.getTime()))).toBeLessThanOrEqual(now.getTime());
      expect(each.received.every((units) => units === 0)).toBe(true);
    }
    // Shipped once its slowest line's production lead has passed.
    const shipped = orders[0];
    const lead =
      catalog.products[catalog.skus[skus[0] as number]?.product ?? -1]?.suppliers[0]?.productionLeadDays;
    expect(shipped?.stamps.shippedAt?.getTime()).toBe(((today - 60 + (lead ?? 0)) * 1440 + 600) * 60_000);
  });

  it('takes a status no order reached from the youngest of the next, where that one has company', () => {
    const [sku] = skusOf(0, 'NA');
    const orders = planOpenPurchaseOrders({
      catalog,
      onOrder: new Map([[sku as number, [order(today - 4), order(today - 3)]]]),
      now,
    });
    // Both are old enough to be confirmed: the younger has not been yet.
    expect(orders.map((each) => each.status)).toEqual(['CONFIRMED', 'SUBMITTED']);
    expect(orders[1]?.stamps.confirmedAt).toBeUndefined();
  });

  it('receives the shipped order due first in full and the next half, when a third stays shipped', () => {
    const skus = skusOf(0, 'NA').slice(0, 2);
    const planned = (ages: number[]) =>
      planOpenPurchaseOrders({
        catalog,
        onOrder: new Map(skus.map((sku) => [sku, ages.map((age) => order(today - age, 50))])),
        now,
      });
    const three = planned([90, 80, 70]);
    expect(three.map((each) => each.status)).toEqual(['RECEIVED', 'PARTIALLY_RECEIVED', 'SHIPPED']);
    const [received, partly] = three;
    expect(received?.received).toEqual([50, 50]);
    expect(received?.receiptAt?.toISOString().slice(0, 10)).toBe('2026-03-14');
    expect(received?.stamps.receivedAt).toEqual(received?.receiptAt);
    expect(partly?.received).toEqual([20, 20]);
    expect(partly?.stamps.receivedAt).toBeUndefined();
    expect(planned([90, 80]).map((each) => each.status)).toEqual(['RECEIVED', 'SHIPPED']);
    expect(planned([90]).map((each) => each.status)).toEqual(['SHIPPED']);
  });

  it('leaves out SKUs of no product: planning does not know who supplies them', () => {
    const unmapped = catalog.skus.findIndex((sku) => sku.product === null);
    expect(unmapped).toBeGreaterThanOrEqual(0);
    expect(
      planOpenPurchaseOrders({ catalog, onOrder: new Map([[unmapped, [order(today - 5)]]]), now }),
    ).toEqual([]);
  });

  it('splits an order of more SKUs than one order holds', () => {
    const large = planCatalog({ skus: 12_000, products: 8000, days: 30, seed: 5 });
    const skus = skusOf(0, 'NA', large).slice(0, MAX_ORDER_LINES + 3);
    expect(skus).toHaveLength(MAX_ORDER_LINES + 3);
    const orders = planOpenPurchaseOrders({
      catalog: large,
      onOrder: new Map(skus.map((sku) => [sku, [order(today - 10)]])),
      now,
    });
    expect(orders.map((each) => [each.reference, each.lines.length])).toEqual([
      [`${order(today - 10).sourceId}-NA`, MAX_ORDER_LINES],
      [`${order(today - 10).sourceId}-NA-2`, 3],
    ]);
  });
});
