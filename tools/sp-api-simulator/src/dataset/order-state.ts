import type { SimOrder } from './orders.ts';
import { MINUTE_MS } from './time.ts';

/** Orders API v0 statuses; the flat file spells the cancelled one "Cancelled". */
export type OrderState = 'Pending' | 'Unshipped' | 'Shipped' | 'Canceled';

/** Payment is authorised half an hour after purchase; until then an order is Pending. */
const AUTHORISED_AFTER_MS = 30 * MINUTE_MS;

export function orderStateAt(order: SimOrder, nowMs: number): OrderState {
  if (order.cancelled) return nowMs >= order.shipMs ? 'Canceled' : 'Pending';
  if (nowMs >= order.shipMs) return 'Shipped';
  return nowMs >= order.purchaseMs + AUTHORISED_AFTER_MS ? 'Unshipped' : 'Pending';
}

/** The last change of the order seen at `nowMs`. */
export function lastUpdateAt(order: SimOrder, nowMs: number): number {
  if (nowMs >= order.shipMs) return order.shipMs;
  if (!order.cancelled && nowMs >= order.purchaseMs + AUTHORISED_AFTER_MS) {
    return order.purchaseMs + AUTHORISED_AFTER_MS;
  }
  return order.purchaseMs;
}

/** The latest a last update can come after the purchase: when orders ship or are cancelled. */
export const MAX_UPDATE_LAG_DAYS = 4;
