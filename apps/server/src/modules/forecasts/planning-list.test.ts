import { FORECAST_SORTS, STOCK_SORTS, STOCK_STATUSES } from '@backoffice/shared';
import { and, eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { skuStockTotals } from '../inventory/inventory.tables.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { stockList } from '../stock/stock.repository.ts';
import { forecastList } from './forecasts.repository.ts';
import { forecasts, type StoredForecastRow } from './forecasts.tables.ts';

/**
 * The Stock and Forecasts lists read a page by walking the sort key's index in two parts (SKUs
 * with a value, then those without one): whatever the key, direction and page size, the pages put
 * end to end must be exactly the full list sorted with nulls and pending SKUs last, ties by SKU.
 */
let handle: DatabaseHandle;
let organisationId: number;
let other: number;

/** A small deterministic generator: the same data on every run and both databases. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const made = await handle.db
    .insert(organisations)
    .values([
      { ulid: ulid(), name: 'Planning' },
      { ulid: ulid(), name: 'Other' },
    ])
    .returning();
  organisationId = made[0]?.id ?? 0;
  other = made[1]?.id ?? 0;
  const next = random(7);
  const inserted = await handle.db
    .insert(skus)
    .values(
      Array.from({ length: 60 }, (_, index) => ({
        organisationId,
        skuId: `S${String(index).padStart(3, '0')}`,
        isHidden: index % 17 === 5,
      })),
    )
    .returning({ id: skus.id });
  await handle.db.insert(skus).values({ organisationId: other, skuId: 'S001' });
  const maybe = <T>(value: T) => (next() < 0.25 ? null : value);
  for (const [index, { id }] of inserted.entries()) {
    // Few distinct values, so ties are common and the SKU breaks them.
    await handle.db
      .update(skuStockTotals)
      .set({ quantity: Math.floor(next() * 5) - 1 })
      .where(and(eq(skuStockTotals.organisationId, organisationId), eq(skuStockTotals.skuId, id)));
    if (index % 6 === 0) continue; // pending: never computed
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
    await handle.db
      .update(forecasts)
      .set({
        generatedAt: new Date(Date.UTC(2026, 10, 20, Math.floor(next() * 3))),
        firstDay: day(0),
        dailyDemand: Math.floor(next() * 4) / 2,
        recommendedOrderQuantity: Math.floor(next() * 3) * 10,
        status: STOCK_STATUSES[Math.floor(next() * STOCK_STATUSES.length)] as StoredForecastRow['status'],
        agedUnits: Math.floor(next() * 3),
        excessUnits: Math.floor(next() * 3),
        mase: maybe(Math.floor(next() * 4) / 4),
        daysOfCover: maybe(Math.floor(next() * 4) * 7),
        outOfStockDate: maybe(day(Math.floor(next() * 4))),
        reorderDate: maybe(day(Math.floor(next() * 4))),
        moneyAtRisk: maybe(Math.floor(next() * 3) * 100),
        sellThrough: maybe(Math.floor(next() * 3) / 4),
      })
      .where(and(eq(forecasts.organisationId, organisationId), eq(forecasts.skuId, id)));
  }
});

afterAll(async () => {
  await handle?.close();
});

interface Expected {
  id: number;
  skuId: string;
  stock: number;
  forecast: Record<string, unknown> | null;
}

/** The full list sorted in JavaScript: values in order, then nulls and pending SKUs, ties by id. */
function sortedByHand(rows: Expected[], key: (row: Expected) => unknown, descending: boolean) {
  const compare = (a: unknown, b: unknown) => {
    const left = a instanceof Date ? a.getTime() : a;
    const right = b instanceof Date ? b.getTime() : b;
    if (left === right) return 0;
    return (left as number | string) < (right as number | string) ? -1 : 1;
  };
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    if ((left === null) !== (right === null)) return left === null ? 1 : -1;
    return sign * (compare(left, right) || compare(a.id, b.id));
  });
}

async function everyVisibleSku(): Promise<Expected[]> {
  const rows = await handle.db
    .select({ id: skus.id, skuId: skus.skuId, stock: skuStockTotals.quantity, forecast: forecasts })
    .from(skus)
    .innerJoin(
      skuStockTotals,
      and(eq(skuStockTotals.organisationId, skus.organisationId), eq(skuStockTotals.skuId, skus.id)),
    )
    .innerJoin(
      forecasts,
      and(eq(forecasts.organisationId, skus.organisationId), eq(forecasts.skuId, skus.id)),
    )
    .where(and(eq(skus.organisationId, organisationId), eq(skus.isHidden, false)));
  return rows.map((row) => ({
    id: Number(row.id),
    skuId: row.skuId,
    stock: Number(row.stock),
    forecast: row.forecast.generatedAt ? row.forecast : null,
  }));
}

const STATUS_RANK = (status: unknown) => STOCK_STATUSES.indexOf(status as (typeof STOCK_STATUSES)[number]);
const KEYS: Record<string, (row: Expected) => unknown> = {
  sku_id: (row) => row.skuId,
  stock: (row) => row.stock,
  status: (row) => (row.forecast ? STATUS_RANK(row.forecast.status) : null),
  out_of_stock_date: (row) => row.forecast?.outOfStockDate ?? null,
  reorder_date: (row) => row.forecast?.reorderDate ?? null,
  recommended_order_quantity: (row) => row.forecast?.recommendedOrderQuantity ?? null,
  daily_demand: (row) => row.forecast?.dailyDemand ?? null,
  days_of_cover: (row) => row.forecast?.daysOfCover ?? null,
  mase: (row) => row.forecast?.mase ?? null,
  generated_at: (row) => row.forecast?.generatedAt ?? null,
  money_at_risk: (row) => row.forecast?.moneyAtRisk ?? null,
  excess_units: (row) => row.forecast?.excessUnits ?? null,
  aged_units: (row) => row.forecast?.agedUnits ?? null,
  sell_through: (row) => row.forecast?.sellThrough ?? null,
};

describe('the planning lists', () => {
  it('give every SKU a pending forecast row when it is created, and a status rank in urgency order', async () => {
    const [counts] = await handle.db
      .select({
        skus: sql<number>`(select count(*)::int from skus where organisation_id = ${organisationId})`,
        rows: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${forecasts.generatedAt} is null))::int`,
      })
      .from(forecasts)
      .where(eq(forecasts.organisationId, organisationId));
    expect(counts).toEqual({ skus: 60, rows: 60, pending: 10 });
    const ranks = await handle.db
      .selectDistinct({ status: forecasts.status, rank: forecasts.statusRank })
      .from(forecasts)
      .where(eq(forecasts.organisationId, organisationId));
    for (const { status, rank } of ranks) expect(rank).toBe(status === null ? null : STATUS_RANK(status));
  });

  for (const [list, sorts] of [
    ['Stock', STOCK_SORTS],
    ['Forecasts', FORECAST_SORTS],
  ] as const) {
    for (const sort of sorts)
      for (const sortDesc of [false, true])
        it(`${list}: pages of 7 sorted by ${sort} ${sortDesc ? 'descending' : 'ascending'} are the full order`, async () => {
          const expected = sortedByHand(
            await everyVisibleSku(),
            KEYS[sort] as (row: Expected) => unknown,
            sortDesc,
          );
          const source =
            list === 'Stock'
              ? stockList(handle.db, organisationId, {})
              : forecastList(handle.db, organisationId, { today: '2026-11-27' });
          const pages: number[] = [];
          for (let offset = 0; offset < expected.length + 7; offset += 7)
            pages.push(
              ...(await source.rows({ sort: sort as never, sortDesc, limit: 7, offset })).map((row) =>
                Number(row.sku.id),
              ),
            );
          expect(pages).toEqual(expected.map((row) => row.id));
          expect(await source.count()).toBe(expected.length);
        });
  }

  it('shows a pending SKU with no forecast, and filters on forecast figures leave it out', async () => {
    const all = await stockList(handle.db, organisationId, {}).rows({
      sort: 'sku_id',
      sortDesc: false,
      limit: 100,
      offset: 0,
    });
    const pending = all.filter((row) => row.forecast === null);
    expect(pending.map((row) => row.sku.skuId)).toEqual([
      'S000',
      'S006',
      'S012',
      'S018',
      'S024',
      'S030',
      'S036',
      'S042',
      'S048',
      'S054',
    ]);
    const reorderNow = await stockList(handle.db, organisationId, { status: 'reorder_now' }).rows({
      sort: 'sku_id',
      sortDesc: false,
      limit: 100,
      offset: 0,
    });
    expect(reorderNow.length).toBeGreaterThan(0);
    expect(reorderNow.every((row) => row.forecast?.status === 'reorder_now')).toBe(true);
  });
});
