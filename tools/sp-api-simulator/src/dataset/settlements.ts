import type { PlannedReturn } from './order-returns.ts';
import type { SimOrder } from './orders.ts';
import { hashSeed } from './prng.ts';
import { DAY_MS, HOUR_MS } from './time.ts';

/**
 * Amazon settles a seller's account every 14 days per marketplace and publishes the settlement
 * report a few hours after the period ends, by itself (it cannot be requested). Periods are laid
 * on absolute days, so they do not move with the clock.
 */
export const SETTLEMENT_DAYS = 14;
/** How long after the period's end the report appears. */
export const SETTLEMENT_PUBLISHED_AFTER_MS = 3 * HOUR_MS;
/** A refund comes this long after shipping at the latest (a return that never arrives). */
export const MAX_REFUND_LAG_DAYS = 31;

export interface SettlementPeriod {
  startMs: number;
  endMs: number;
  publishedMs: number;
}

/** The periods whose reports are out at `nowMs`, from `firstMs` on, newest last. */
export function publishedSettlementPeriods(
  firstMs: number,
  nowMs: number,
  periodDays = SETTLEMENT_DAYS,
): SettlementPeriod[] {
  const period = periodDays * DAY_MS;
  const periods: SettlementPeriod[] = [];
  for (let start = Math.ceil(firstMs / period) * period; ; start += period) {
    const publishedMs = start + period + SETTLEMENT_PUBLISHED_AFTER_MS;
    if (publishedMs > nowMs) break;
    periods.push({ startMs: start, endMs: start + period, publishedMs });
  }
  return periods;
}

/**
 * When a planned return's refund is booked: Amazon refunds as the customer sends the item back
 * (two days before it arrives, at least a day after shipping); a return that never arrives was
 * refunded a week after shipping all the same.
 */
export function refundAt(order: SimOrder, planned: PlannedReturn): number {
  return planned.arrives
    ? Math.max(order.shipMs + DAY_MS, planned.atMs - 2 * DAY_MS)
    : order.shipMs + 7 * DAY_MS;
}

/** Amazon's settlement id: digits, the same for the same seller, marketplace and period. */
export function settlementIdOf(
  seed: number,
  sellerId: string,
  marketplaceId: string,
  startMs: number,
): string {
  return String(10_000_000_000 + (hashSeed(seed, sellerId, marketplaceId, startMs) % 89_999_999_999));
}
