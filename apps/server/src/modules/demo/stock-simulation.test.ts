import { describe, expect, it } from 'vitest';
import { type DemandProfile, dayNumber } from './demand.domain.ts';
import { createRandom } from './random.domain.ts';
import {
  orderSafetyStock,
  type SimulatedMovement,
  type SkuSimulationPlan,
  simulateSku,
} from './stock-simulation.domain.ts';

const profile: DemandProfile = {
  base: 6,
  trendPerYear: 0.2,
  weekendFactor: 1.3,
  q4Peak: 0.9,
  summerDip: 0.3,
  noise: 0.25,
};
const window = { firstDay: dayNumber(new Date('2024-01-01T00:00:00Z')), days: 730 };

function plan(overrides: Partial<SkuSimulationPlan> = {}): SkuSimulationPlan {
  return {
    hub: 'own',
    outlets: [
      { warehouse: 'fba-us', profile, transitDays: 6 },
      { warehouse: 'fba-ca', profile: { ...profile, base: 1.5 }, transitDays: 9 },
    ],
    supplierCode: 'NOM',
    leadDays: 60,
    orderEveryDays: 21,
    launchDay: 0,
    optimism: 1.1,
    ...overrides,
  };
}

/** Replays movements in order and returns the lowest balance each warehouse ever had. */
function lowestBalances(movements: SimulatedMovement[]): Map<string, number> {
  const balance = new Map<string, number>();
  const lowest = new Map<string, number>();
  for (const movement of movements) {
    const next = (balance.get(movement.warehouse) ?? 0) + movement.quantity;
    balance.set(movement.warehouse, next);
    lowest.set(movement.warehouse, Math.min(lowest.get(movement.warehouse) ?? 0, next));
  }
  return lowest;
}

describe('the stock simulation of a SKU', () => {
  it('is deterministic for a seed', () => {
    expect(simulateSku(plan(), window, createRandom(5))).toEqual(
      simulateSku(plan(), window, createRandom(5)),
    );
    expect(simulateSku(plan(), window, createRandom(6))).not.toEqual(
      simulateSku(plan(), window, createRandom(5)),
    );
  });

  it('never sells or ships stock that is not there', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { movements } = simulateSku(
        plan({ optimism: 0.85, disruption: { fromDay: 200, delayDays: 40 } }),
        window,
        createRandom(seed),
      );
      for (const [warehouse, lowest] of lowestBalances(movements))
        expect(lowest, warehouse).toBeGreaterThanOrEqual(0);
      expect(movements.some((movement) => movement.type === 'sale')).toBe(true);
    }
  });

  it('runs out when supply is late, stops selling, and sells again after the next transfer lands', () => {
    const { movements, stockoutDays } = simulateSku(
      plan({ optimism: 0.9, disruption: { fromDay: 250, delayDays: 45 } }),
      window,
      createRandom(11),
    );
    expect(stockoutDays).toBeGreaterThan(10);
    const us = movements.filter((movement) => movement.warehouse === 'fba-us');
    let balance = 0;
    let emptiedOn: number | undefined;
    let recovered = false;
    for (const movement of us) {
      balance += movement.quantity;
      if (balance === 0 && movement.type === 'sale') emptiedOn = movement.day;
      const dryFrom = emptiedOn;
      if (dryFrom !== undefined && movement.type === 'sale' && movement.day > dryFrom + 1) {
        // The first sale after running dry comes after a transfer has come in.
        const refill = us.find((m) => m.type === 'transfer_in' && m.day > dryFrom && m.day <= movement.day);
        expect(refill).toBeDefined();
        recovered = true;
        emptiedOn = undefined;
      }
    }
    expect(recovered).toBe(true);
  });

  it('receives from suppliers at the hub every few weeks and sells only at the FBA warehouses', () => {
    const { movements } = simulateSku(plan(), window, createRandom(3));
    const receipts = movements.filter((movement) => movement.type === 'receipt');
    expect(new Set(receipts.map((movement) => movement.warehouse))).toEqual(new Set(['own']));
    expect(receipts.length).toBeGreaterThan(730 / 60);
    expect(receipts.every((movement) => movement.sourceId?.startsWith('PO-NOM-'))).toBe(true);
    const sellers = new Set(movements.filter((m) => m.type === 'sale').map((m) => m.warehouse));
    expect(sellers).toEqual(new Set(['fba-us', 'fba-ca']));
  });

  it('moves transfers out of the hub and into the FBA warehouse days later, unit for unit', () => {
    const { movements } = simulateSku(plan(), window, createRandom(4));
    const outs = movements.filter((movement) => movement.type === 'transfer_out');
    expect(outs.length).toBeGreaterThan(50);
    for (const out of outs) {
      expect(out.warehouse).toBe('own');
      // Those still on their way are not among the movements (underWay).
      const landed = movements.find((m) => m.type === 'transfer_in' && m.sourceId === out.sourceId);
      if (!landed) throw new Error(`${out.sourceId} left the hub and never landed`);
      expect(landed.quantity).toBe(-out.quantity);
      expect(landed.warehouse).toBe(out.sourceId?.endsWith('fba-us') ? 'fba-us' : 'fba-ca');
      expect(landed.day - out.day).toBeGreaterThanOrEqual(6);
      expect(landed.day - out.day).toBeLessThanOrEqual(11);
    }
  });

  it('starts a launched SKU with a receipt and no opening balance, and sells out a discontinued one', () => {
    const launched = simulateSku(plan({ launchDay: 300 }), window, createRandom(8)).movements;
    expect(launched[0]).toMatchObject({ type: 'receipt', day: window.firstDay + 300 });
    expect(launched.some((movement) => movement.type === 'adjustment')).toBe(false);

    const discontinued = simulateSku(plan({ discontinueDay: 200 }), window, createRandom(8)).movements;
    const lastReceipt = discontinued.filter((movement) => movement.type === 'receipt').at(-1);
    expect(lastReceipt?.day).toBeLessThan(window.firstDay + 200 + 60 + 10);
    const finalStock = discontinued.reduce((sum, movement) => sum + movement.quantity, 0);
    expect(finalStock).toBe(0);
  });

  it('ends with what is still on its way: orders not yet at the hub, shipments not yet at FBA', () => {
    const lastDay = window.firstDay + window.days - 1;
    for (let seed = 0; seed < 10; seed++) {
      const { movements, onOrder, underWay } = simulateSku(plan(), window, createRandom(seed));
      // Orders every 21 days with a lead of 60: two or three always on their way, placed within
      // the lead time and due after the last day, each the receipt that never came.
      expect(onOrder.length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      for (const order of onOrder) {
        expect(order.orderDay % 21).toBe(0);
        expect(order.orderDay).toBeGreaterThan(lastDay - 60 - 4);
        expect(order.arrivalDay).toBeGreaterThan(lastDay);
        expect(order.arrivalDay - order.orderDay).toBeGreaterThanOrEqual(58);
        expect(order.arrivalDay - order.orderDay).toBeLessThanOrEqual(63);
        expect(order.sourceId).toMatch(/^PO-NOM-\d{4}-\d{2}-\d{2}$/);
        expect(movements.some((movement) => movement.sourceId === order.sourceId)).toBe(false);
      }
      // Shipments under way left on a Monday and have neither a transfer_out nor a transfer_in.
      for (const shipment of underWay) {
        expect(new Date(shipment.shipDay * 86_400_000).getUTCDay()).toBe(1);
        expect(shipment.arrivalDay).toBeGreaterThan(lastDay);
        expect(shipment.expectedDay - shipment.shipDay).toBe(shipment.warehouse === 'fba-us' ? 6 : 9);
        expect(shipment.arrivalDay - shipment.expectedDay).toBeGreaterThanOrEqual(0);
        expect(shipment.arrivalDay - shipment.expectedDay).toBeLessThanOrEqual(2);
        expect(movements.some((movement) => movement.sourceId === shipment.sourceId)).toBe(false);
      }
    }
    // Over a few seeds some history ends with a shipment on its way.
    const shipped = [0, 1, 2, 3, 4, 5].flatMap(
      (seed) => simulateSku(plan(), window, createRandom(seed)).underWay,
    );
    expect(shipped.length).toBeGreaterThan(0);
  });

  it('shipping what is under way from the hub never takes it below zero', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { movements, underWay } = simulateSku(plan({ optimism: 0.85 }), window, createRandom(seed));
      const shipped = underWay.map((shipment) => ({
        day: shipment.shipDay,
        minute: 16 * 60,
        warehouse: 'own',
        type: 'transfer_out' as const,
        quantity: -shipment.quantity,
        sourceId: shipment.sourceId,
        reason: null,
      }));
      const all = [...movements, ...shipped].sort((a, b) => a.day - b.day || a.minute - b.minute);
      expect(lowestBalances(all).get('own'), `seed ${seed}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('orders no fewer units than the supplier’s minimum', () => {
    const orders = (minOrderQuantity?: number) =>
      simulateSku(
        plan({
          minOrderQuantity,
          outlets: [{ warehouse: 'fba-us', profile: { ...profile, base: 0.6 }, transitDays: 6 }],
        }),
        window,
        createRandom(2),
      )
        .movements.filter((movement) => movement.type === 'receipt' && movement.day > window.firstDay + 120)
        .map((movement) => movement.quantity);
    expect(Math.min(...orders())).toBeLessThan(150);
    expect(Math.min(...orders(150))).toBeGreaterThanOrEqual(150);
    // Fewer, larger orders: about the same units.
    expect(orders(150).length).toBeLessThan(orders().length);
  });

  it('keeps more safety stock for a longer lead time, and more days of it for a slow seller', () => {
    expect(orderSafetyStock(0, 60)).toBe(0);
    // 2 a day over 60 days: 22 days of demand and 2.5 √120.
    expect(orderSafetyStock(120, 60)).toBeCloseTo(2 * 22 + 2.5 * Math.sqrt(120), 9);
    expect(orderSafetyStock(240, 120)).toBeGreaterThan(orderSafetyStock(120, 60));
    const days = (demandOverLead: number) => orderSafetyStock(demandOverLead, 60) / (demandOverLead / 60);
    expect(days(12)).toBeGreaterThan(days(600));
  });
});
