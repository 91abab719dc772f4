import type { PurchaseOrderStatus } from '@backoffice/shared';
import { DAY_MS } from './demand.domain.ts';
import type { DemoCatalog } from './demo-catalog.domain.ts';
import type { PlannedPurchaseOrder } from './demo-purchase-orders.domain.ts';
import { DEMO_HUBS } from './demo-world.domain.ts';
import type { OpenOrder } from './stock-simulation.domain.ts';

/** Days after ordering the supplier confirms, and starts producing. */
export const CONFIRMED_AFTER_DAYS = 2;
export const PRODUCTION_AFTER_DAYS = 5;
/** The simulated seller orders in tens. */
const CASE = 10;
/** Stamps fall at this minute of their day (never after now). */
const STAMP_MINUTE = 10 * 60;
/** Lines of one order at most: a catalog of tens of thousands of SKUs orders in several. */
export const MAX_ORDER_LINES = 1000;

/**
 * The purchase orders the simulated seller still had open when the history ends, as documents:
 * one per supplier, hub and order day (the simulation's shared order numbers), a line per SKU of
 * a product at the product's cost in the supplier's currency, in cases of ten. Each order's status
 * is its age: submitted, confirmed CONFIRMED_AFTER_DAYS later, in production from
 * PRODUCTION_AFTER_DAYS, shipped once its slowest line's production lead has passed (the day the
 * purchase order screen calls it ready). Planning expects each line at the order date + the
 * product's production lead + buffer + the supplier's shipping time to the hub: the day the
 * simulation has it arrive, but for the noise of a few days and a late supplier's weeks. An order
 * of more than MAX_ORDER_LINES SKUs is several (`…-NA-2`).
 *
 * The shipped order due first is received early in full, and where a third stays shipped the
 * next half of each line, so received and partly received orders are the seller's own and count
 * no unit twice: what they add to the stock leaves what is on order.
 * SKUs of no product are never ordered (planning does not know their supplier).
 */
export function planOpenPurchaseOrders({
  catalog,
  onOrder,
  now,
}: {
  catalog: DemoCatalog;
  /** Per SKU index of the catalog, what the simulation left on order. */
  onOrder: ReadonlyMap<number, readonly OpenOrder[]>;
  now: Date;
}): PlannedPurchaseOrder[] {
  const today = Math.floor(now.getTime() / DAY_MS);
  const at = (day: number) => new Date(Math.min(now.getTime(), day * DAY_MS + STAMP_MINUTE * 60_000));
  const groups = new Map<
    string,
    { order: PlannedPurchaseOrder; orderDay: number; ready: number; due: number }
  >();
  const parts = new Map<string, number>();
  for (const [index, orders] of onOrder) {
    const sku = catalog.skus[index];
    const product = sku?.product === null || !sku ? undefined : catalog.products[sku.product];
    const link = product?.suppliers[0];
    if (!sku || !product || !link || sku.purchaseCost === null) continue;
    const supplier = catalog.suppliers[link.supplier];
    if (!supplier) continue;
    const hub = DEMO_HUBS[sku.region];
    for (const open of orders) {
      const base = `${open.sourceId}:${hub.warehouse}`;
      let part = parts.get(base) ?? 1;
      if ((groups.get(`${base}:${part}`)?.order.lines.length ?? 0) >= MAX_ORDER_LINES)
        parts.set(base, ++part);
      const key = `${base}:${part}`;
      let group = groups.get(key);
      if (!group) {
        group = {
          order: {
            status: 'SUBMITTED',
            supplier: link.supplier,
            warehouse: hub.warehouse,
            orderedAt: at(open.orderDay),
            reference: `${open.sourceId}-${sku.region}${part > 1 ? `-${part}` : ''}`,
            stamps: {},
            lines: [],
            received: [],
            receiptAt: null,
          },
          orderDay: open.orderDay,
          ready: open.orderDay,
          due: open.arrivalDay,
        };
        groups.set(key, group);
      }
      group.ready = Math.max(group.ready, open.orderDay + link.productionLeadDays);
      group.due = Math.min(group.due, open.arrivalDay);
      group.order.lines.push({
        sku: index,
        quantity: open.quantity,
        unitCost: sku.purchaseCost,
        currency: supplier.currency,
        quantityInCase: CASE,
      });
      group.order.received.push(0);
    }
  }
  const planned = [...groups.values()].sort((a, b) => a.orderDay - b.orderDay || a.due - b.due);
  for (const entry of planned) entry.order.status = statusByAge({ ...entry, today });
  slowToConfirm(planned.map(({ order }) => order));
  for (const { order, orderDay, ready } of planned)
    order.stamps = stampsOf(order.status, { orderDay, ready }, at);
  receiveEarly(
    planned.filter(({ order }) => order.status === 'SHIPPED').sort((a, b) => a.due - b.due),
    today,
    at,
  );
  return planned.map(({ order }) => order);
}

/**
 * Submitted or confirmed, where no order is young enough for it, is taken by the youngest order of
 * the next status, where that leaves it another: a supplier slow to confirm or to start (only the
 * order's stamps change, never what it brings or when planning expects it).
 */
function slowToConfirm(orders: readonly PlannedPurchaseOrder[]) {
  const steps: PurchaseOrderStatus[] = ['SUBMITTED', 'CONFIRMED', 'IN_PRODUCTION'];
  for (const [position, status] of steps.slice(0, -1).entries()) {
    if (orders.some((order) => order.status === status)) continue;
    const next = steps[position + 1];
    const later = orders.filter((order) => order.status === next);
    // Ordered oldest first: the last is the youngest.
    const youngest = later.at(-1);
    if (youngest && later.length > 1) youngest.status = status;
  }
}

/** Where an order placed on `orderDay` stands `today`, its slowest line ready on `ready`. */
export function statusByAge({
  orderDay,
  ready,
  today,
}: {
  orderDay: number;
  ready: number;
  today: number;
}): PurchaseOrderStatus {
  const age = today - orderDay;
  if (age < CONFIRMED_AFTER_DAYS) return 'SUBMITTED';
  if (age < PRODUCTION_AFTER_DAYS) return 'CONFIRMED';
  return today < ready ? 'IN_PRODUCTION' : 'SHIPPED';
}

const STEPS: readonly [PurchaseOrderStatus, keyof PlannedPurchaseOrder['stamps']][] = [
  ['SUBMITTED', 'submittedAt'],
  ['CONFIRMED', 'confirmedAt'],
  ['IN_PRODUCTION', 'inProductionAt'],
  ['SHIPPED', 'shippedAt'],
];

function stampsOf(
  status: PurchaseOrderStatus,
  { orderDay, ready }: { orderDay: number; ready: number },
  at: (day: number) => Date,
): PlannedPurchaseOrder['stamps'] {
  const dayOf: Record<string, number> = {
    submittedAt: orderDay,
    confirmedAt: orderDay + CONFIRMED_AFTER_DAYS,
    inProductionAt: orderDay + PRODUCTION_AFTER_DAYS,
    shippedAt: ready,
  };
  const reached = STEPS.findIndex(([step]) => step === status);
  return Object.fromEntries(
    STEPS.slice(0, reached + 1).map(([, stamp]) => [stamp, at(dayOf[stamp] as number)]),
  );
}

/**
 * The shipped order due first is received in full yesterday, and the next (where a third stays
 * shipped) half of each line two days ago.
 */
function receiveEarly(
  shipped: readonly { order: PlannedPurchaseOrder; ready: number }[],
  today: number,
  at: (day: number) => Date,
) {
  if (shipped.length < 2) return;
  const [full, half] = shipped;
  for (const [entry, daysAgo, share] of [
    [full, 1, 1],
    [shipped.length > 2 ? half : undefined, 2, 0.5],
  ] as const) {
    if (!entry) continue;
    const { order } = entry;
    const day = Math.max(entry.ready, today - daysAgo);
    order.received = order.lines.map((line) => Math.floor((line.quantity * share) / CASE) * CASE);
    if (order.received.every((units) => units === 0)) continue;
    order.status = share === 1 ? 'RECEIVED' : 'PARTIALLY_RECEIVED';
    order.receiptAt = at(day);
    if (share === 1) order.stamps.receivedAt = order.receiptAt;
  }
}
