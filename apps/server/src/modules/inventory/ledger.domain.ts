import type { MovementType } from '@backoffice/shared';

/** One change of stock as callers describe it; `quantity` is signed (in > 0, out < 0). */
export interface MovementInput {
  warehouseId: number;
  skuId: number;
  type: MovementType;
  quantity: number;
  occurredAt: Date;
  /** The document behind it: manual, import, transfer, purchase_order, report, demo… */
  sourceType: string;
  sourceId?: string | null;
  reason?: string | null;
  userId?: number | null;
  /** Recording the same key twice in an organisation is a no-op (re-processing a document). */
  idempotencyKey?: string | null;
}

/** The net change of one (warehouse, SKU) in a batch, and the latest time it happened. */
export interface StockDelta {
  warehouseId: number;
  skuId: number;
  delta: number;
  lastOccurredAt: Date;
}

/**
 * Sums movements per (warehouse, SKU), sorted by warehouse then SKU: one upsert row per key (an
 * upsert may not touch a row twice), and every writer locks stock rows in the same order, so two
 * batches touching the same keys wait for each other instead of deadlocking.
 */
export function stockDeltas(
  movements: readonly Pick<MovementInput, 'warehouseId' | 'skuId' | 'quantity' | 'occurredAt'>[],
): StockDelta[] {
  const byKey = new Map<string, StockDelta>();
  for (const movement of movements) {
    const key = `${movement.warehouseId}:${movement.skuId}`;
    const current = byKey.get(key);
    if (!current) {
      byKey.set(key, {
        warehouseId: movement.warehouseId,
        skuId: movement.skuId,
        delta: movement.quantity,
        lastOccurredAt: movement.occurredAt,
      });
      continue;
    }
    current.delta += movement.quantity;
    if (movement.occurredAt > current.lastOccurredAt) current.lastOccurredAt = movement.occurredAt;
  }
  return [...byKey.values()].sort((a, b) => a.warehouseId - b.warehouseId || a.skuId - b.skuId);
}

/**
 * The order ledger rows are inserted in: rows without an idempotency key first (as given), then
 * keyed rows by key. Two writers inserting overlapping keys then wait on each other's keys in the
 * same order instead of deadlocking on the unique index.
 */
export function insertionOrder<T extends Pick<MovementInput, 'idempotencyKey'>>(
  movements: readonly T[],
): T[] {
  const unkeyed = movements.filter((movement) => !movement.idempotencyKey);
  const key = (movement: T) => movement.idempotencyKey ?? '';
  const keyed = movements
    .filter((movement) => movement.idempotencyKey)
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return [...unkeyed, ...keyed];
}

/**
 * The out-of-stock date after a change from `before` to `after` units: the day it ran out when it
 * drops from above zero to zero or below, cleared when it is above zero again, otherwise as it was
 * (still out of stock since the earlier day, or never in stock).
 */
export function nextOutOfStockDate({
  before,
  after,
  current,
  date,
}: {
  before: number;
  after: number;
  current: string | null;
  date: string;
}): string | null {
  if (after > 0) return null;
  if (before > 0) return date;
  return current;
}

/** The calendar day (UTC) of an instant, as stored in date columns. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Every day from `from` to `to` inclusive (YYYY-MM-DD, UTC). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); isoDay(day) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(isoDay(day));
  }
  return days;
}
