import type { TransferSuggestionLine } from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { isoDay, recomputed, sellingHistory, today as todayDay } from '../../testing/forecast-fixtures.ts';
import { createWarehouseViaApi, seedProduct, seedSku } from '../../testing/ledger-fixtures.ts';
import type { Json, TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { forecastWarehousePlans } from '../forecasts/forecasts.tables.ts';
import { warehouseStock } from '../inventory/inventory.tables.ts';

const server = useTestServer();
const nextUlid = monotonicFactory();
const today = todayDay();
const iso = isoDay;
/** A network's history and a recompute through the job queue: slow on a loaded machine. */
const RECOMPUTE = 60_000;

/**
 * Two fulfilment centres and one own warehouse. BOTTLE-1 sold 3 a day from FBA US (30 left) and
 * 1 a day from FBA CA (20 left) over the last 100 days; the Hub never sold it and holds 120, of
 * which 10 are on their way to FBA CA (shipped today, 5 days). A fixed override makes the demand
 * exactly 4 a day, so every figure can be worked out by hand. EMPTY-1 ran out at FBA US.
 */
async function network() {
  const account = await signUp(server, { name: 'Planner' });
  const { client } = account;
  const organisationId = account.organisation.id;
  const base = `/api/organisations/${account.organisation.ulid}`;
  const { db } = server.ctx;
  const hub = await createWarehouseViaApi(client, base, { name: 'Hub' });
  const us = await createWarehouseViaApi(client, base, { name: 'FBA US', is_fulfillment_center: true });
  const ca = await createWarehouseViaApi(client, base, { name: 'FBA CA', is_fulfillment_center: true });
  const product = await seedProduct(db, organisationId, 'Trail Bottle');
  const sku = await seedSku(db, organisationId, { skuId: 'BOTTLE-1', productId: product.id });
  const empty = await seedSku(db, organisationId, { skuId: 'EMPTY-1' });
  await sellingHistory(server, {
    organisationId,
    warehouseId: us.id,
    skuId: sku.id,
    received: 330,
    perDay: 3,
  });
  await sellingHistory(server, {
    organisationId,
    warehouseId: ca.id,
    skuId: sku.id,
    received: 120,
    perDay: 1,
  });
  // Sold out: the ledger dated the day it emptied on its stock row.
  await sellingHistory(server, {
    organisationId,
    warehouseId: us.id,
    skuId: empty.id,
    received: 100,
    perDay: 1,
  });
  await db
    .update(warehouseStock)
    .set({ outOfStockDate: iso(today - 1) })
    .where(and(eq(warehouseStock.warehouseId, us.id), eq(warehouseStock.skuId, empty.id)));

  const adjusted = await client.post(`${base}/warehouses/${hub.ulid}/adjustments`, {
    sku_id: sku.id,
    quantity: 120,
    reason: 'Count',
  });
  expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
  const created = await client.post(`${base}/transfers`, {
    name: 'Top up Canada',
    outgoing_warehouse_id: hub.id,
    destination_warehouse_id: ca.id,
    shipping_days: 5,
    items: [{ ulid: nextUlid().toLowerCase(), sku_id: sku.id, quantity_shipped: 10 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const shipped = await client.post(`${base}/transfers/${created.body.data.id}/ship`, {
    shipping_date: iso(today),
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

  for (const each of [sku, empty]) {
    const override = await client.post(`${base}/forecasts/${each.id}/overrides`, {
      starts_on: iso(today),
      ends_on: iso(today + 364),
      kind: 'fixed',
      value: each === sku ? 4 : 1,
    });
    expect(override.status, JSON.stringify(override.body)).toBe(201);
  }
  const queued = await client.post(`${base}/forecasts/recompute`, {});
  expect(queued.status).toBe(202);
  await recomputed(client, base, (rows) => rows.every((row) => row.generated_at !== null));
  return { client, base, organisationId, hub, us, ca, sku, empty };
}

async function stockRows(client: TestClient, base: string, warehouseUlid: string) {
  const response = await client.get(`${base}/warehouses/${warehouseUlid}/stock?in_stock=all&per_page=100`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return Object.fromEntries(
    response.body.data.map((row: Json) => [
      row.sku.sku_id,
      { quantity: row.quantity, oos: row.out_of_stock_date },
    ]),
  );
}

async function suggestion(client: TestClient, base: string, originId: number, destinationId: number) {
  return client.get(
    `${base}/transfers/suggestion?outgoing_warehouse_id=${originId}&destination_warehouse_id=${destinationId}`,
  );
}

describe('transfer suggestion', () => {
  it(
    'plans each warehouse of the recompute, dates its stock, and suggests what to send into each centre',
    async () => {
      const { client, base, organisationId, hub, us, ca, sku } = await network();

      // Shares of the last 90 days' sales: 270 and 90 of 360 units.
      const plans = await server.ctx.db
        .select()
        .from(forecastWarehousePlans)
        .where(
          and(
            eq(forecastWarehousePlans.organisationId, organisationId),
            eq(forecastWarehousePlans.skuId, sku.id),
          ),
        );
      const plan = (warehouseId: number) => plans.find((row) => row.warehouseId === warehouseId);
      expect(plans).toHaveLength(3);
      // (14 transit + 30 cover) days × 4 = 176: FBA US 0.75 × 176 − 30 = 102, FBA CA 0.25 × 176 −
      // (20 + 10) = 14; the Hub's 110 units cover 102, then 8 of the 14.
      expect(plan(us.id)).toMatchObject({
        share: 0.75,
        recommendedTransferQuantity: 102,
        outOfStockDate: iso(today + 9),
      });
      expect(plan(ca.id)).toMatchObject({
        share: 0.25,
        recommendedTransferQuantity: 8,
        outOfStockDate: iso(today + 29),
      });
      expect(plan(hub.id)).toMatchObject({ share: 0, recommendedTransferQuantity: 0, outOfStockDate: null });

      // warehouse_stock: the projected day where there is stock (3 a day from 30: index 9; 1 a day
      // from 20 plus 10 on day 5: index 29), none for the Hub that sells nothing, and the day the
      // stock ran out kept where there is none.
      expect((await stockRows(client, base, us.ulid))['BOTTLE-1']).toEqual({
        quantity: 30,
        oos: iso(today + 9),
      });
      expect((await stockRows(client, base, us.ulid))['EMPTY-1']).toEqual({
        quantity: 0,
        oos: iso(today - 1),
      });
      expect((await stockRows(client, base, ca.ulid))['BOTTLE-1']).toEqual({
        quantity: 20,
        oos: iso(today + 29),
      });
      expect((await stockRows(client, base, hub.ulid))['BOTTLE-1']).toEqual({ quantity: 110, oos: null });

      const intoUs = await suggestion(client, base, hub.id, us.id);
      expect(intoUs.status, JSON.stringify(intoUs.body)).toBe(200);
      expect(intoUs.body.data.lines).toEqual([
        {
          sku: { id: sku.id, sku_id: 'BOTTLE-1', display_name: expect.stringContaining('Trail Bottle') },
          recommended_quantity: 102,
          origin_stock: 110,
          destination_stock: 30,
          destination_inbound: 0,
          share: 0.75,
          out_of_stock_date: iso(today + 9),
        },
      ] satisfies TransferSuggestionLine[]);
      const intoCa = await suggestion(client, base, hub.id, ca.id);
      expect(intoCa.body.data.lines).toMatchObject([
        {
          recommended_quantity: 8,
          origin_stock: 110,
          destination_stock: 20,
          destination_inbound: 10,
          share: 0.25,
          out_of_stock_date: iso(today + 29),
        },
      ]);
      // Capped by the origin's stock: FBA CA holds 20, FBA US wants 102.
      const fromCa = await suggestion(client, base, ca.id, us.id);
      expect(fromCa.body.data.lines).toMatchObject([{ recommended_quantity: 20, origin_stock: 20 }]);
      // Nothing is planned into an own warehouse.
      expect((await suggestion(client, base, us.id, hub.id)).body.data.lines).toEqual([]);
    },
    RECOMPUTE,
  );

  it(
    "answers 422 for a warehouse that is not the organisation's, or the same warehouse twice",
    async () => {
      const { client, base, hub, us } = await network();
      const other = await signUp(server, { name: 'Someone else' });
      const otherBase = `/api/organisations/${other.organisation.ulid}`;
      const theirs = await createWarehouseViaApi(other.client, otherBase, { name: 'Their FBA' });

      const foreignDestination = await suggestion(client, base, hub.id, theirs.id);
      expect(foreignDestination.status).toBe(422);
      expect(Object.keys(foreignDestination.body.errors)).toEqual(['destination_warehouse_id']);
      const foreignOrigin = await suggestion(client, base, theirs.id, us.id);
      expect(foreignOrigin.status).toBe(422);
      expect(Object.keys(foreignOrigin.body.errors)).toEqual(['outgoing_warehouse_id']);
      // The other organisation cannot read this one's plans through its ids either.
      const reversed = await suggestion(other.client, otherBase, hub.id, us.id);
      expect(reversed.status).toBe(422);
      expect(Object.keys(reversed.body.errors).sort()).toEqual([
        'destination_warehouse_id',
        'outgoing_warehouse_id',
      ]);

      const same = await suggestion(client, base, us.id, us.id);
      expect(same.status).toBe(422);
      expect(same.body.code).toBe('transfers.same_warehouse');
      const missing = await client.get(`${base}/transfers/suggestion?outgoing_warehouse_id=${hub.id}`);
      expect(missing.status).toBe(422);
    },
    RECOMPUTE,
  );
});
