import type { StockRow, StockSummary } from '@backoffice/shared';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { created } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { sellingHistory } from '../../testing/forecast-fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { queueForecasts, recomputeQueuedForecasts } from '../forecasts/forecasts.jobs.ts';

// No workers: what a Stock row shows right after a request is that request's own doing, never a
// recompute's that happened to run in between.
const server = useTestServer({}, { workers: async () => {} });

async function stockRow(client: TestClient, base: string, skuId: string): Promise<StockRow> {
  const response = await client.get(`${base}/stock?search=${skuId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const row = (response.body.data as StockRow[]).find((each) => each.sku.sku_id === skuId);
  if (!row) throw new Error(`${skuId} is not on the Stock screen`);
  return row;
}

async function inTransit(client: TestClient, base: string): Promise<number> {
  const response = await client.get(`${base}/stock/summary`);
  expect(response.status).toBe(200);
  return (response.body.data as StockSummary).in_transit;
}

/** The figures a transfer moves, as the Stock screen shows them. */
const figures = (row: StockRow) => ({
  stock: row.stock,
  in_transit: row.in_transit,
  days_of_cover: row.days_of_cover,
  out_of_stock_date: row.out_of_stock_date,
  reorder_date: row.reorder_date,
  status: row.status,
});

/**
 * TENT sold 10 a day for 100 days and has 100 left in the Hub, its forecast computed; NEW was
 * added since and never computed.
 */
async function sellingTents() {
  const { client, organisation } = await signUp(server);
  const organisationId = organisation.id;
  const base = `/api/organisations/${organisation.ulid}`;
  const hub = await created(client.post(`${base}/warehouses`, { name: 'Hub' }));
  const fba = await created(
    client.post(`${base}/warehouses`, { name: 'FBA US', is_fulfillment_center: true }),
  );
  const tent = await seedSku(server.ctx.db, organisationId, { skuId: 'TENT' });
  await sellingHistory(server, {
    organisationId,
    warehouseId: hub.id,
    skuId: tent.id,
    received: 1_100,
    perDay: 10,
  });
  const { db, jobs } = server.ctx;
  await queueForecasts({ db, jobs, organisationId, skuIds: [tent.id] });
  await recomputeQueuedForecasts({ db, organisationId });
  const fresh = await seedSku(db, organisationId, { skuId: 'NEW' });
  const adjusted = await client.post(`${base}/warehouses/${hub.ulid}/adjustments`, {
    sku_id: fresh.id,
    quantity: 5,
    reason: 'Count',
  });
  expect(adjusted.status).toBe(201);
  return { client, base, organisationId, hub, fba, tent, fresh };
}

describe('Stock rows follow a transfer at once', () => {
  it('shows units in transit and the days of cover left the moment a transfer ships, and the stock back when it is received', async () => {
    const { client, base, organisationId, hub, fba, tent, fresh } = await sellingTents();
    const before = await stockRow(client, base, 'TENT');
    expect(before).toMatchObject({ stock: 100, in_transit: 0 });
    expect(before.days_of_cover).toBeGreaterThanOrEqual(9);
    expect(await inTransit(client, base)).toBe(0);

    // 60 of the 100 leave for the FBA warehouse, 30 days away: 40 left for 10 a day.
    const items = [
      { ulid: ulid().toLowerCase(), sku_id: tent.id, quantity_shipped: 60 },
      { ulid: ulid().toLowerCase(), sku_id: fresh.id, quantity_shipped: 5 },
    ];
    const transfer = await created(
      client.post(`${base}/transfers`, {
        name: 'Tents to FBA',
        outgoing_warehouse_id: hub.id,
        destination_warehouse_id: fba.id,
        shipping_days: 30,
        items,
      }),
    );
    const path = `${base}/transfers/${transfer.id}`;
    expect((await client.post(`${path}/ship`, {})).status).toBe(200);

    const shipped = await stockRow(client, base, 'TENT');
    expect(shipped).toMatchObject({ stock: 40, in_transit: 60 });
    expect(shipped.days_of_cover).not.toBeNull();
    expect(shipped.days_of_cover as number).toBeLessThan(before.days_of_cover as number);
    expect(shipped.days_of_cover as number).toBeLessThanOrEqual(4);
    expect(shipped.out_of_stock_date).not.toBe(before.out_of_stock_date);
    // Planned again with the same forecast, not refitted: the forecast's time stays.
    expect(shipped.generated_at).toBe(before.generated_at);
    expect(await inTransit(client, base)).toBe(60);
    // A SKU never computed stays for its first recompute: shipping it plans nothing.
    expect((await stockRow(client, base, 'NEW')).generated_at).toBeNull();

    // The full recompute, when it comes, refits the same history and agrees with every figure.
    const { db, jobs } = server.ctx;
    await queueForecasts({ db, jobs, organisationId, skuIds: [tent.id] });
    await recomputeQueuedForecasts({ db, organisationId });
    const recomputed = await stockRow(client, base, 'TENT');
    expect(recomputed.generated_at).not.toBe(before.generated_at);
    expect(figures(recomputed)).toEqual(figures(shipped));

    // 20 arrive: 40 still on the way.
    const part = await client.post(`${path}/receive`, {
      items: [{ ulid: items[0]?.ulid, quantity_received: 20 }],
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const partly = await stockRow(client, base, 'TENT');
    expect(partly).toMatchObject({ stock: 60, in_transit: 40 });
    expect(partly.days_of_cover as number).toBeGreaterThan(shipped.days_of_cover as number);
    expect(partly.generated_at).toBe(recomputed.generated_at);

    // The rest arrives: nothing in transit, the 100 units back on hand, the cover as before.
    const rest = await client.post(`${path}/receive`, {
      items: items.map((item) => ({ ulid: item.ulid, quantity_received: item.quantity_shipped })),
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data.status).toBe('CLOSED');
    const received = await stockRow(client, base, 'TENT');
    expect(received).toMatchObject({ stock: 100, in_transit: 0, days_of_cover: before.days_of_cover });
    expect(received.warehouses).toEqual([
      { warehouse_id: hub.id, quantity: 40 },
      { warehouse_id: fba.id, quantity: 60 },
    ]);
    expect(await inTransit(client, base)).toBe(0);
  });

  it('gives back the days of cover when a shipped transfer is cancelled', async () => {
    const { client, base, hub, fba, tent } = await sellingTents();
    const before = await stockRow(client, base, 'TENT');
    const transfer = await created(
      client.post(`${base}/transfers`, {
        name: 'Tents to FBA',
        outgoing_warehouse_id: hub.id,
        destination_warehouse_id: fba.id,
        shipping_days: 30,
        items: [{ ulid: ulid().toLowerCase(), sku_id: tent.id, quantity_shipped: 90 }],
      }),
    );
    const path = `${base}/transfers/${transfer.id}`;
    expect((await client.post(`${path}/ship`, {})).status).toBe(200);
    expect(await stockRow(client, base, 'TENT')).toMatchObject({ stock: 10, in_transit: 90 });
    expect((await client.post(`${path}/cancel`, {})).status).toBe(200);
    expect(figures(await stockRow(client, base, 'TENT'))).toEqual(figures(before));
  });
});
