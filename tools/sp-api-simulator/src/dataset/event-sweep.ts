import { adjustmentsOn, MAX_ADJUSTMENT_LAG_DAYS } from './adjustments.ts';
import { type DayEvents, emptyDayEvents, reimbursedUnitValue } from './events.ts';
import { MAX_SHIPMENT_LAG_DAYS, type SimShipment, shipmentsCreatedOn } from './inbound-shipments.ts';
import { localPrice } from './money.ts';
import { MAX_RETURN_LAG_DAYS } from './order-returns.ts';
import { ordersOnDay, type SimOrder } from './orders.ts';
import type { SellerDataset } from './seller-dataset.ts';
import { dayOf } from './time.ts';

/**
 * Every ledger event, return and reimbursement, day by day. Each source (a day's orders, a cycle's
 * shipments, a day's adjustments) is generated once as the sweep passes its day, and its events
 * wait in the bucket of the day they happen on; a day is handed out once no later source can
 * still add to it. Memory holds only the events still to come, so long ranges stream.
 */
const MAX_LAG_DAYS = Math.max(MAX_RETURN_LAG_DAYS, MAX_SHIPMENT_LAG_DAYS, MAX_ADJUSTMENT_LAG_DAYS);

/** Shipments already on their way when history begins, so that stock arrives from day one. */
export const SHIPMENT_DAYS_BEFORE_HISTORY = 20;

export function* eventsByDay(
  dataset: SellerDataset,
  range: { firstDay: number; lastDay: number },
): Generator<{ day: number; events: DayEvents }> {
  const historyStart = dataset.firstDay;
  const buckets = new Map<number, DayEvents>();
  const bucket = (atMs: number): DayEvents | undefined => {
    const day = dayOf(atMs);
    if (day < range.firstDay || day > range.lastDay) return undefined;
    let events = buckets.get(day);
    if (!events) {
      events = emptyDayEvents();
      buckets.set(day, events);
    }
    return events;
  };
  for (let day = range.firstDay - MAX_LAG_DAYS; day <= range.lastDay; day++) {
    if (day >= historyStart) {
      for (const order of ordersOnDay(dataset, day)) addOrderEvents(order, bucket);
      addAll(adjustmentsOn(dataset, day), bucket);
    }
    if (day >= historyStart - SHIPMENT_DAYS_BEFORE_HISTORY) {
      for (const shipment of shipmentsCreatedOn(dataset, day)) addShipmentEvents(shipment, bucket);
    }
    if (day >= range.firstDay) {
      const events = buckets.get(day) ?? emptyDayEvents();
      buckets.delete(day);
      yield { day, events: sortedByTime(events) };
    }
  }
}

type Bucket = (atMs: number) => DayEvents | undefined;

function addOrderEvents(order: SimOrder, bucket: Bucket): void {
  if (order.channel !== 'AFN' || order.cancelled) return;
  const { pool } = order;
  for (const line of order.lines) {
    bucket(order.shipMs)?.ledger.push({
      atMs: order.shipMs,
      pool,
      item: line.item,
      eventType: 'Shipments',
      referenceId: '',
      quantity: -line.quantity,
      fulfillmentCenter: order.fulfillmentCenter,
      disposition: 'SELLABLE',
      reason: '',
      reconciledQuantity: '',
      unreconciledQuantity: '',
    });
    const planned = line.plannedReturn;
    if (!planned) continue;
    const events = bucket(planned.atMs);
    if (!events) continue;
    if (planned.arrives) {
      events.returns.push({
        atMs: planned.atMs,
        marketplace: order.marketplace,
        orderId: order.amazonOrderId,
        item: line.item,
        quantity: planned.quantity,
        fulfillmentCenter: planned.fulfillmentCenter,
        disposition: planned.disposition,
        reason: planned.reason,
        status: planned.status,
        licensePlateNumber: planned.licensePlateNumber,
        customerComments: planned.customerComments,
      });
      events.ledger.push({
        atMs: planned.atMs,
        pool,
        item: line.item,
        eventType: 'CustomerReturns',
        referenceId: order.amazonOrderId,
        quantity: planned.quantity,
        fulfillmentCenter: planned.fulfillmentCenter,
        disposition: planned.disposition,
        reason: '',
        reconciledQuantity: '',
        unreconciledQuantity: '',
      });
    } else {
      events.reimbursements.push({
        atMs: planned.atMs,
        pool,
        marketplace: order.marketplace,
        reimbursementId: planned.reimbursementId,
        caseId: '',
        orderId: order.amazonOrderId,
        reason: 'CustomerReturn',
        item: line.item,
        amountPerUnit: reimbursedUnitValue(line.itemPrice / line.quantity, 1, order.marketplace.currency),
        quantity: planned.quantity,
      });
    }
  }
}

function addShipmentEvents(shipment: SimShipment, bucket: Bucket): void {
  const { pool } = shipment;
  for (const shipmentItem of shipment.items) {
    for (const receipt of shipmentItem.receipts) {
      bucket(receipt.atMs)?.ledger.push({
        atMs: receipt.atMs,
        pool,
        item: shipmentItem.item,
        eventType: 'Receipts',
        referenceId: shipment.shipmentId,
        quantity: receipt.quantity,
        fulfillmentCenter: shipment.destinationFulfillmentCenterId,
        disposition: 'SELLABLE',
        reason: '',
        reconciledQuantity: '',
        unreconciledQuantity: '',
      });
    }
    const lost = shipmentItem.lostReimbursement;
    if (!lost) continue;
    bucket(lost.atMs)?.reimbursements.push({
      atMs: lost.atMs,
      pool,
      marketplace: pool.home,
      reimbursementId: lost.reimbursementId,
      caseId: lost.caseId,
      orderId: '',
      reason: 'Lost_Inbound',
      item: shipmentItem.item,
      amountPerUnit: reimbursedUnitValue(
        localPrice(shipmentItem.item.priceUsd, pool.home),
        0.6,
        pool.home.currency,
      ),
      quantity: lost.quantity,
    });
  }
}

function addAll(source: DayEvents, bucket: Bucket): void {
  for (const event of source.ledger) bucket(event.atMs)?.ledger.push(event);
  for (const event of source.returns) bucket(event.atMs)?.returns.push(event);
  for (const event of source.reimbursements) bucket(event.atMs)?.reimbursements.push(event);
}

/** Stable, so events of the same instant keep the order their sources were generated in. */
function sortedByTime(events: DayEvents): DayEvents {
  const byTime = <T extends { atMs: number }>(list: T[]) => list.sort((a, b) => a.atMs - b.atMs);
  return {
    ledger: byTime(events.ledger),
    returns: byTime(events.returns),
    reimbursements: byTime(events.reimbursements),
  };
}
