import type { CatalogueItem } from './catalogue.ts';
import { eventsByDay, SHIPMENT_DAYS_BEFORE_HISTORY } from './event-sweep.ts';
import { shipmentsCreatedOn } from './inbound-shipments.ts';
import { MAX_UPDATE_LAG_DAYS } from './order-state.ts';
import { ordersOnDay } from './orders.ts';
import { randomFor, randomInt } from './prng.ts';
import { dailyDemand, type Pool, type SellerDataset } from './seller-dataset.ts';
import { quantityReceivedAt, shipmentStatusAt } from './shipment-state.ts';
import { dayOf } from './time.ts';

/**
 * A pool's stock at a moment, consistent with its ledger: the opening stock (45 days of demand
 * when history begins) plus every SELLABLE ledger quantity since, less units held for orders
 * not yet shipped; unsellable units are the damaged returns and warehouse damage.
 */
export interface InventoryLevel {
  item: CatalogueItem;
  fulfillable: number;
  unsellable: number;
  reserved: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  /** Units in the seller's own warehouse, for merchant-fulfilled listings. */
  merchantQuantity: number;
}

const OPENING_DAYS_OF_STOCK = 45;

export function inventoryAt(dataset: SellerDataset, pool: Pool, nowMs: number): InventoryLevel[] {
  const levels = new Map(
    dataset.catalogue.map((item) => [
      item,
      {
        item,
        fulfillable:
          item.channel === 'AFN' ? Math.ceil(dailyDemand(dataset, item, pool) * OPENING_DAYS_OF_STOCK) : 0,
        unsellable: 0,
        reserved: 0,
        inboundWorking: 0,
        inboundShipped: 0,
        inboundReceiving: 0,
        merchantQuantity:
          item.channel === 'MFN'
            ? randomInt(
                randomFor(dataset.seed, dataset.seller.sellingPartnerId, 'merchant-stock', item.sku),
                5,
                150,
              )
            : 0,
      },
    ]),
  );
  const level = (item: CatalogueItem) => levels.get(item) as InventoryLevel;
  const historyStart = dataset.firstDay;
  const today = dayOf(nowMs);
  for (const { events } of eventsByDay(dataset, { firstDay: historyStart, lastDay: today })) {
    for (const event of events.ledger) {
      if (event.pool !== pool || event.atMs > nowMs) continue;
      if (event.disposition === 'SELLABLE') level(event.item).fulfillable += event.quantity;
      else level(event.item).unsellable += event.quantity;
    }
  }
  for (let day = Math.max(historyStart, today - MAX_UPDATE_LAG_DAYS); day <= today; day++) {
    for (const order of ordersOnDay(dataset, day)) {
      const waiting = order.purchaseMs <= nowMs && nowMs < order.shipMs;
      if (order.pool !== pool || order.channel !== 'AFN' || order.cancelled || !waiting) continue;
      for (const line of order.lines) level(line.item).reserved += line.quantity;
    }
  }
  for (let day = historyStart - SHIPMENT_DAYS_BEFORE_HISTORY; day <= today; day++) {
    for (const shipment of shipmentsCreatedOn(dataset, day)) {
      if (shipment.pool !== pool) continue;
      const status = shipmentStatusAt(shipment, nowMs);
      for (const { item, quantityShipped, ...rest } of shipment.items) {
        if (status === 'WORKING') level(item).inboundWorking += quantityShipped;
        else if (status === 'RECEIVING') {
          level(item).inboundReceiving +=
            quantityShipped - quantityReceivedAt({ item, quantityShipped, ...rest }, nowMs);
        } else if (
          status === 'SHIPPED' ||
          status === 'IN_TRANSIT' ||
          status === 'DELIVERED' ||
          status === 'CHECKED_IN'
        ) {
          level(item).inboundShipped += quantityShipped;
        }
      }
    }
  }
  return [...levels.values()].map((entry) => ({
    ...entry,
    // Orders do not check stock, so a run of strong days could overdraw it; Amazon never shows less than 0.
    fulfillable: Math.max(0, entry.fulfillable - entry.reserved),
  }));
}
