import { describe, expect, it } from 'vitest';
import { daysBetween, insertionOrder, isoDay, nextOutOfStockDate, stockDeltas } from './ledger.domain.ts';

const at = (iso: string) => new Date(iso);

describe('stockDeltas', () => {
  it('sums movements per (warehouse, SKU) and keeps the latest time of each', () => {
    const deltas = stockDeltas([
      { warehouseId: 2, skuId: 1, quantity: 10, occurredAt: at('2024-01-01T10:00:00Z') },
      { warehouseId: 1, skuId: 5, quantity: 3, occurredAt: at('2024-01-02T10:00:00Z') },
      { warehouseId: 2, skuId: 1, quantity: -4, occurredAt: at('2024-01-03T10:00:00Z') },
      { warehouseId: 2, skuId: 1, quantity: -1, occurredAt: at('2024-01-02T10:00:00Z') },
    ]);
    expect(deltas).toEqual([
      { warehouseId: 1, skuId: 5, delta: 3, lastOccurredAt: at('2024-01-02T10:00:00Z') },
      { warehouseId: 2, skuId: 1, delta: 5, lastOccurredAt: at('2024-01-03T10:00:00Z') },
    ]);
  });

  it('orders keys by warehouse then SKU, the lock order every writer shares', () => {
    const keys = stockDeltas(
      [
        [3, 1],
        [1, 9],
        [1, 2],
        [2, 7],
      ].map(([warehouseId, skuId]) => ({
        warehouseId: warehouseId as number,
        skuId: skuId as number,
        quantity: 1,
        occurredAt: at('2024-01-01T00:00:00Z'),
      })),
    ).map((delta) => `${delta.warehouseId}:${delta.skuId}`);
    expect(keys).toEqual(['1:2', '1:9', '2:7', '3:1']);
  });

  it('does not mutate the caller’s dates when later movements come in', () => {
    const first = at('2024-01-01T00:00:00Z');
    stockDeltas([
      { warehouseId: 1, skuId: 1, quantity: 1, occurredAt: first },
      { warehouseId: 1, skuId: 1, quantity: 1, occurredAt: at('2024-02-01T00:00:00Z') },
    ]);
    expect(first.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
});

describe('insertionOrder', () => {
  it('keeps unkeyed rows in the given order and sorts keyed rows by key after them', () => {
    const rows = [
      { id: 1, idempotencyKey: 'doc:3' },
      { id: 2, idempotencyKey: null },
      { id: 3, idempotencyKey: 'doc:1' },
      { id: 4 },
      { id: 5, idempotencyKey: 'doc:2' },
    ];
    expect(insertionOrder(rows).map((row) => row.id)).toEqual([2, 4, 3, 5, 1]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('nextOutOfStockDate', () => {
  const date = '2024-03-05';
  it('is the movement day when stock drops from above zero to zero or below', () => {
    expect(nextOutOfStockDate({ before: 5, after: 0, current: null, date })).toBe(date);
    expect(nextOutOfStockDate({ before: 1, after: -2, current: null, date })).toBe(date);
  });
  it('is cleared as soon as stock is above zero again', () => {
    expect(nextOutOfStockDate({ before: 0, after: 3, current: '2024-01-01', date })).toBeNull();
    expect(nextOutOfStockDate({ before: 2, after: 3, current: null, date })).toBeNull();
  });
  it('keeps the day it first ran out while it stays at or below zero', () => {
    expect(nextOutOfStockDate({ before: 0, after: -1, current: '2024-01-01', date })).toBe('2024-01-01');
    expect(nextOutOfStockDate({ before: -1, after: 0, current: '2024-01-01', date })).toBe('2024-01-01');
  });
  it('stays null for a SKU that was never in stock', () => {
    expect(nextOutOfStockDate({ before: 0, after: -3, current: null, date })).toBeNull();
  });
});

describe('calendar days', () => {
  it('takes the UTC day of an instant', () => {
    expect(isoDay(at('2024-03-05T23:59:59Z'))).toBe('2024-03-05');
  });
  it('lists every day of a range, across month and leap-day boundaries', () => {
    expect(daysBetween('2024-02-27', '2024-03-02')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(daysBetween('2024-03-02', '2024-03-01')).toEqual([]);
  });
});
