import type { ForecastDetail, ForecastSummary } from '@backoffice/shared';
import { FORECAST_MODELS } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { created, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import {
  forecastList,
  isoDay,
  recomputed,
  sellingOrganisation as sellingFixture,
  sellingHistory,
  today as todayDay,
} from '../../testing/forecast-fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { products } from '../products/products.tables.ts';
import { productSuppliers, suppliers } from '../suppliers/suppliers.tables.ts';
import { forecasts } from './forecasts.tables.ts';

const server = useTestServer();
const today = todayDay();
const iso = isoDay;
const sellingOrganisation = () => sellingFixture(server);
const list = forecastList;

async function detail(client: TestClient, base: string, skuId: number): Promise<ForecastDetail> {
  const response = await client.get(`${base}/forecasts/${skuId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('forecasts', () => {
  it('queues a recompute (202), shows it queued, then lists the forecast with its replenishment', async () => {
    const { owner, base, sku, idle } = await sellingOrganisation();
    // Listed at once, computed or still pending: their events (new SKUs, stock) queue them on their own.
    const before = await list(owner.client, base);
    expect(before.map((row) => row.sku.sku_id).sort()).toEqual(['BOTTLE-1', 'IDLE-1']);

    const response = await owner.client.post(`${base}/forecasts/recompute`, {});
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(response.body.data).toEqual({ queued: 2 });

    const rows = await recomputed(owner.client, base, (all) => all.some((row) => row.generated_at !== null));
    const bottle = rows.find((row) => row.sku.id === sku.id) as ForecastSummary;
    expect(FORECAST_MODELS).toContain(bottle.model);
    expect(bottle.daily_demand).toBeCloseTo(4, 1);
    expect(bottle.replenishment?.stock).toBe(100);
    expect(bottle.replenishment?.min_stock).toBe(20);
    // 100 units at 4 a day: the 25th day (index 24) takes the last ones.
    expect(bottle.replenishment?.out_of_stock_date).toBe(iso(today + 24));
    expect(bottle.replenishment?.days_of_cover).toBe(24);
    // Below 20 after day 20 (16 left); no lead time, so that is the reorder date.
    expect(bottle.replenishment?.reorder_date).toBe(iso(today + 20));
    // A SKU that never sold or held stock has nothing to forecast, and comes last.
    const idleRow = rows.find((row) => row.sku.id === idle.id) as ForecastSummary;
    expect(idleRow.model).toBeNull();
    expect(rows.at(-1)?.sku.id).toBe(idle.id);
  });

  it('sums up accuracy across the forecasts: MASE beside seasonal naive, WAPE, per model', async () => {
    const { owner, base, sku, warehouse, organisation } = await sellingOrganisation();
    // An organisation with nothing forecast yet.
    const newcomer = await signUp(server);
    const empty = await newcomer.client.get(
      `/api/organisations/${newcomer.organisation.ulid}/forecasts/accuracy`,
    );
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.data).toEqual({
      skus: 0,
      mase: null,
      baseline_mase: null,
      beating_baseline: 0,
      wape: null,
      generated_at: null,
      models: [],
    });
    // Two SKUs whose sales vary (the bottle's constant 4 a day leaves seasonal naive no error to
    // scale by: its MASE is undefined and counts in no mean).
    const noisy = [];
    for (const [code, pattern] of [
      ['MUG-1', (day: number) => 2 + ((day * 7) % 5)],
      ['CUP-1', (day: number) => (day % 7 === 5 ? 6 : (day * 3) % 4)],
    ] as const) {
      const seeded = await seedSku(server.ctx.db, organisation.id, { skuId: code });
      await sellingHistory(server, {
        organisationId: organisation.id,
        warehouseId: warehouse.id,
        skuId: seeded.id,
        received: 900,
        perDay: pattern,
      });
      noisy.push(seeded.id);
    }
    await owner.client.post(`${base}/forecasts/recompute`, {});
    await recomputed(owner.client, base, (all) => all.every((row) => row.generated_at !== null));
    const details = await Promise.all([sku.id, ...noisy].map((id) => detail(owner.client, base, id)));
    const scored = details.filter((each) => each.mase !== null && each.baseline_mase !== null);
    expect(scored.length).toBe(2);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const { data } = (await owner.client.get(`${base}/forecasts/accuracy`)).body;
    // The idle SKU has no model; the bottle, the mug and the cup have.
    expect(data.skus).toBe(3);
    expect(data.mase).toBeCloseTo(mean(scored.map((each) => each.mase as number)), 2);
    expect(data.baseline_mase).toBeCloseTo(mean(scored.map((each) => each.baseline_mase as number)), 2);
    expect(data.beating_baseline).toBe(
      scored.filter((each) => (each.mase as number) < (each.baseline_mase as number)).length,
    );
    // WAPE weighted by each SKU's demand (the list's, rounded to three decimals).
    const rows = await list(owner.client, base);
    const demand = (id: number) => rows.find((row) => row.sku.id === id)?.daily_demand ?? 0;
    const weighted = details.filter((each) => each.wape !== null);
    expect(data.wape).toBeCloseTo(
      weighted.reduce((sum, each) => sum + (each.wape as number) * demand(each.sku_id), 0) /
        weighted.reduce((sum, each) => sum + demand(each.sku_id), 0),
      2,
    );
    expect(data.generated_at).toBe(
      details
        .map((each) => each.generated_at as string)
        .sort()
        .at(-1),
    );
    expect(data.models.reduce((sum: number, row: { skus: number }) => sum + row.skus, 0)).toBe(3);
  });

  it('answers one SKU with 365 points from today, its history with stockouts, and bounds around each point', async () => {
    const { owner, base, sku, idle } = await sellingOrganisation();
    const queued = await owner.client.post(`${base}/forecasts/recompute`, { sku_ids: [sku.id] });
    expect(queued.body.data).toEqual({ queued: 1 });
    await recomputed(owner.client, base, (all) =>
      all.some((row) => row.sku.id === sku.id && row.model !== null),
    );
    // The other SKU was queued when it was created (migration 0035): the same run computed it.
    await recomputed(owner.client, base, (all) =>
      all.some((row) => row.sku.id === idle.id && row.generated_at !== null),
    );
    const forecast = await detail(owner.client, base, sku.id);
    expect(forecast.sku_id).toBe(sku.id);
    expect(forecast.points).toHaveLength(365);
    expect(forecast.points[0]?.date).toBe(iso(today));
    expect(forecast.points[364]?.date).toBe(iso(today + 364));
    for (const point of forecast.points) {
      expect(point.lo95).toBeLessThanOrEqual(point.lo80);
      expect(point.lo80).toBeLessThanOrEqual(point.hi80);
      expect(point.hi80).toBeLessThanOrEqual(point.hi95);
    }
    expect(forecast.history).toHaveLength(100);
    // The first day started empty (the receipt came that morning): its sales say too little.
    expect(forecast.history[0]).toEqual({ date: iso(today - 100), units: 4, in_stock: false });
    expect(forecast.history[1]).toEqual({ date: iso(today - 99), units: 4, in_stock: true });
    expect(forecast.history.at(-1)).toEqual({ date: iso(today - 1), units: 4, in_stock: true });
    // The replenishment figures follow from the points: stock runs out the day the sum reaches 100.
    let left = forecast.replenishment?.stock ?? 0;
    const outDay = forecast.points.findIndex((point) => {
      left -= point.units;
      return left <= 1e-6;
    });
    expect(forecast.replenishment?.out_of_stock_date).toBe(forecast.points[outDay]?.date);
    expect(forecast.scores.map((score) => score.model)).toContain('seasonal_naive');

    const nothing = await detail(owner.client, base, idle.id);
    expect(nothing).toMatchObject({ model: null, points: [], history: [], projected_stock: [] });
    expect(nothing.replenishment).toMatchObject({
      stock: 0,
      reorder_date: null,
      recommended_order_quantity: 0,
    });
  });

  it('lets a member override a period, which changes the replenishment figures', async () => {
    const { owner, base, sku, idle } = await sellingOrganisation();
    await owner.client.post(`${base}/forecasts/recompute`, {});
    const [first] = (await recomputed(owner.client, base, (all) => all.some((r) => r.model !== null))).filter(
      (row) => row.sku.id === sku.id,
    );
    const override = await created(
      owner.client.post(`${base}/forecasts/${sku.id}/overrides`, {
        starts_on: iso(today),
        ends_on: iso(today + 59),
        kind: 'multiplier',
        value: 2,
        note: 'Prime Day',
      }),
    );
    expect(override).toMatchObject({ kind: 'multiplier', value: 2, note: 'Prime Day' });
    const [after] = (
      await recomputed(owner.client, base, (all) => all.some((r) => r.sku.id === sku.id && r.has_override))
    ).filter((row) => row.sku.id === sku.id);
    expect(after?.daily_demand).toBeCloseTo((first?.daily_demand ?? 0) * 2, 1);
    // Twice the demand: 100 units last half as long.
    expect(after?.replenishment?.out_of_stock_date).toBe(iso(today + 12));
    const forecast = await detail(owner.client, base, sku.id);
    expect(forecast.overrides).toHaveLength(1);

    // Addressed under another SKU, or gone already, it is unknown: 404, nothing removed.
    const removeAt = (skuId: number) =>
      owner.client.delete(`${base}/forecasts/${skuId}/overrides/${override.id}`);
    expect((await removeAt(idle.id)).status).toBe(404);
    expect((await detail(owner.client, base, sku.id)).overrides).toHaveLength(1);
    expect((await removeAt(sku.id)).status).toBe(204);
    expect((await removeAt(sku.id)).status).toBe(404);
    const [restored] = (
      await recomputed(owner.client, base, (all) => all.some((r) => r.sku.id === sku.id && !r.has_override))
    ).filter((row) => row.sku.id === sku.id);
    expect(restored?.replenishment?.out_of_stock_date).toBe(iso(today + 24));
  });

  it('gives the purchase-order suggestion its rate, and lead times move the reorder date', async () => {
    const { owner, base, organisation, sku } = await sellingOrganisation();
    const { db } = server.ctx;
    const [supplier] = await db
      .insert(suppliers)
      .values({ organisationId: organisation.id, name: 'Kiln Co' })
      .returning();
    const supplierId = supplier?.id as number;
    await db.insert(productSuppliers).values({
      organisationId: organisation.id,
      productId: sku.productId as number,
      supplierId,
      productionLeadDays: 7,
      bufferDays: 3,
    });
    await db
      .update(products)
      .set({ supplierId })
      .where(eq(products.id, sku.productId as number));
    const warehouse = await insertWarehouse(server, organisation.id, 'Home');

    const suggest = async () =>
      (
        await owner.client.get(
          `${base}/purchase-orders/suggestion?supplier_id=${supplierId}&warehouse_id=${warehouse.id}`,
        )
      ).body.data.lines[0];
    // Without a forecast: the last 30 days' average. The SKU's own events queue its first forecast
    // as soon as it sells, so that one is let finish and taken away.
    await backgroundSettled(server, organisation.id);
    await db.delete(forecasts).where(eq(forecasts.skuId, sku.id));
    const before = await suggest();
    expect(before.rate_source).toBe('sales_30d');
    expect(before.sales_per_day).toBeCloseTo(4, 0);
    await owner.client.post(`${base}/forecasts/recompute`, {});
    const [row] = (await recomputed(owner.client, base, (all) => all.some((r) => r.model !== null))).filter(
      (r) => r.sku.id === sku.id,
    );
    expect(row?.replenishment?.lead_days).toBe(10);
    // Below min_stock after day 20, ordered 10 days earlier.
    expect(row?.replenishment?.reorder_date).toBe(iso(today + 10));
    const line = await suggest();
    expect(line.rate_source).toBe('forecast');
    expect(line.sales_per_day).toBeCloseTo(4, 0);
  });

  it('replans a SKU on its own when its stock moves, with the forecast it has, so its health follows the ledger', async () => {
    const { owner, base, sku } = await sellingOrganisation();
    await owner.client.post(`${base}/forecasts/recompute`, {});
    const before = await recomputed(owner.client, base, (all) =>
      all.every((row) => row.generated_at !== null),
    );
    const made = before.find((row) => row.sku.id === sku.id)?.generated_at;
    expect(made).toBeTruthy();
    const warehouse = (await owner.client.get(`${base}/warehouses`)).body.data[0];
    const adjusted = await owner.client.post(`${base}/warehouses/${warehouse.ulid}/adjustments`, {
      sku_id: sku.id,
      quantity: -100,
      reason: 'Stock-take',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBeLessThan(300);
    // Nothing asked for: the ledger's stock.changed queues the SKU, and its replan sees it out of stock.
    const [after] = (
      await recomputed(owner.client, base, (all) =>
        all.some((r) => r.sku.id === sku.id && r.status === 'out_of_stock'),
      )
    ).filter((row) => row.sku.id === sku.id);
    expect(after?.replenishment?.stock).toBe(0);
    // Replanned, not refitted: the history its model was fitted on ends yesterday, and the
    // adjustment is today's; the forecast is the one made before it.
    expect(after?.generated_at).toBe(made);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const { owner, base, sku } = await sellingOrganisation();
    const bad = await owner.client.post(`${base}/forecasts/${sku.id}/overrides`, {
      starts_on: iso(today + 5),
      ends_on: iso(today),
      kind: 'double',
      value: -1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['kind', 'value']);
    const backwards = await owner.client.post(`${base}/forecasts/${sku.id}/overrides`, {
      starts_on: iso(today + 5),
      ends_on: iso(today),
      kind: 'fixed',
      value: 3,
    });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(['ends_on']);
    const settings = await owner.client.put(`${base}/forecasts/settings`, {
      time_zone: '+01:00',
      cover_days: 0,
      service_level: 0.5,
    });
    expect(settings.status).toBe(422);
    expect(Object.keys(settings.body.errors).sort()).toEqual(['cover_days', 'service_level', 'time_zone']);
    expect((await owner.client.get(`${base}/forecasts/${sku.id}`)).body.data.overrides).toEqual([]);
    expect((await owner.client.get(`${base}/forecasts/settings`)).body.data).toEqual({
      time_zone: 'UTC',
      cover_days: 30,
      service_level: 0.95,
    });
  });

  it('keeps settings to admins, writes to members, and every forecast to its organisation', async () => {
    const { owner, base, sku, viewer } = await sellingOrganisation();
    const outsider = await signUp(server);
    const outsiderBase = `/api/organisations/${outsider.organisation.ulid}`;
    const override = { starts_on: iso(today), ends_on: iso(today + 3), kind: 'fixed', value: 1 };

    expect((await viewer.client.get(`${base}/forecasts`)).status).toBe(200);
    expect((await viewer.client.post(`${base}/forecasts/${sku.id}/overrides`, override)).status).toBe(403);
    expect((await viewer.client.post(`${base}/forecasts/recompute`, {})).status).toBe(403);
    expect(
      (await viewer.client.put(`${base}/forecasts/settings`, { time_zone: 'UTC', cover_days: 45 })).status,
    ).toBe(403);

    // Another organisation's SKU id is unknown here, read or written.
    expect((await outsider.client.get(`${outsiderBase}/forecasts/${sku.id}`)).status).toBe(404);
    expect(
      (await outsider.client.post(`${outsiderBase}/forecasts/${sku.id}/overrides`, override)).status,
    ).toBe(404);
    expect((await outsider.client.get(`${base}/forecasts`)).status).toBe(404);
    const queued = await outsider.client.post(`${outsiderBase}/forecasts/recompute`, { sku_ids: [sku.id] });
    expect(queued.body.data).toEqual({ queued: 0 });

    const saved = await owner.client.put(`${base}/forecasts/settings`, {
      time_zone: 'Europe/Berlin',
      cover_days: 45,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ time_zone: 'Europe/Berlin', cover_days: 45, service_level: 0.95 });
  });
});
