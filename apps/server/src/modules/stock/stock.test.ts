import { STOCK_CSV_COLUMNS, type StockRow, type StockSummary } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertStock, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import {
  isoDay,
  recomputed,
  sellingHistory,
  sellingOrganisation,
  today,
} from '../../testing/forecast-fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from '../skus/skus.tables.ts';

const server = useTestServer();

async function stock(client: TestClient, base: string, query = ''): Promise<StockRow[]> {
  const response = await client.get(`${base}/stock${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/**
 * BOTTLE-1 sells 4 a day with 100 left and min_stock 20 (reorder in 20 days: "reorder soon" no,
 * 20 > 14: healthy… until its lead time), SLOW-1 sold 1 a day and holds 2,000 at 2.50 each
 * (overstocked), EMPTY-1 sold out, IDLE-1 never had anything.
 */
async function stockedOrganisation() {
  const world = await sellingOrganisation(server);
  const organisationId = world.organisation.id;
  const { db } = server.ctx;
  const slow = await seedSku(db, organisationId, { skuId: 'SLOW-1' });
  await db.update(skus).set({ cogs: 250, cogsCurrency: 'EUR' }).where(eq(skus.id, slow.id));
  const depot = await insertWarehouse(server, organisationId, 'Depot');
  await sellingHistory(server, {
    organisationId,
    warehouseId: world.warehouse.id,
    skuId: slow.id,
    received: 2_100,
    perDay: 1,
  });
  await insertStock(server, { organisationId, warehouseId: depot.id, skuId: slow.id, quantity: 0 });
  const empty = await seedSku(db, organisationId, { skuId: 'EMPTY-1' });
  await sellingHistory(server, {
    organisationId,
    warehouseId: world.warehouse.id,
    skuId: empty.id,
    received: 300,
    perDay: 3,
  });
  await world.owner.client.post(`${world.base}/forecasts/recompute`, {});
  await recomputed(world.owner.client, world.base, (rows) => rows.every((row) => row.generated_at !== null));
  return { ...world, slow, empty, depot };
}

describe('stock and its health', () => {
  it('lists live stock per warehouse with each SKU’s status, most money at risk first', async () => {
    const { owner, base, sku, slow, empty, idle, warehouse } = await stockedOrganisation();
    const rows = await stock(owner.client, base, '?sort=money_at_risk&sortDesc=true');
    // Only SLOW-1 has a COGS: the others' money at risk is unknown and sorts last.
    expect(rows.map((row) => row.sku.sku_id)).toEqual(['SLOW-1', 'EMPTY-1', 'IDLE-1', 'BOTTLE-1']);
    const bySku = new Map(rows.map((row) => [row.sku.id, row]));

    const slowRow = bySku.get(slow.id) as StockRow;
    expect(slowRow).toMatchObject({ status: 'overstocked', stock: 2_000, currency: 'EUR' });
    expect(slowRow.warehouses).toEqual([{ warehouse_id: warehouse.id, quantity: 2_000 }]);
    // 1 a day for lead 0 + cover 30 + margin 90 days needs 120 of the 2,000.
    expect(slowRow.excess_units).toBe(1_880);
    expect(slowRow.money_at_risk).toBe('4700.00');
    expect(slowRow.stock_value).toBe('5000.00');
    expect(slowRow.sold_30d).toBe(30);
    expect(slowRow.sell_through).toBeCloseTo(30 / 2_030, 3);

    expect(bySku.get(empty.id)).toMatchObject({ status: 'out_of_stock', stock: 0, warehouses: [] });
    expect(bySku.get(sku.id)).toMatchObject({
      stock: 100,
      reorder_date: isoDay(today() + 20),
      status: 'healthy',
    });
    expect(bySku.get(idle.id)).toMatchObject({ status: 'out_of_stock', stock: 0 });

    expect((await stock(owner.client, base, '?status=overstocked')).map((row) => row.sku.id)).toEqual([
      slow.id,
    ]);
    expect(
      (await stock(owner.client, base, '?in_stock=false&sort=sku_id')).map((row) => row.sku.sku_id),
    ).toEqual(['EMPTY-1', 'IDLE-1']);
    expect((await stock(owner.client, base, '?sort=status')).map((row) => row.status)).toEqual([
      'out_of_stock',
      'out_of_stock',
      'healthy',
      'overstocked',
    ]);
  });

  it('counts SKUs per status and sums value per currency, the figures the list shows', async () => {
    const { owner, base, warehouse, depot } = await stockedOrganisation();
    const response = await owner.client.get(`${base}/stock/summary`);
    expect(response.status).toBe(200);
    const summary = response.body.data as StockSummary;
    expect(summary.counts).toEqual({
      out_of_stock: 2,
      reorder_now: 0,
      reorder_soon: 0,
      healthy: 1,
      overstocked: 1,
    });
    expect(summary.not_computed).toBe(0);
    expect(summary.units).toBe(2_100);
    expect(summary.values).toEqual([{ currency: 'EUR', stock_value: '5000.00', money_at_risk: '4700.00' }]);
    expect(summary.warehouses).toEqual([
      { id: depot.id, ulid: depot.ulid, name: 'Depot', units: 0 },
      { id: warehouse.id, ulid: warehouse.ulid, name: 'FBA US', units: 2_100 },
    ]);
    const rows = await stock(owner.client, base, '?per_page=100');
    for (const status of ['out_of_stock', 'healthy', 'overstocked'] as const) {
      expect(rows.filter((row) => row.status === status)).toHaveLength(summary.counts[status]);
    }
  });

  it('gives the analysis grid velocities, and keeps every organisation’s stock to itself', async () => {
    const { owner, base, viewer, slow, warehouse } = await stockedOrganisation();
    const analysis = await viewer.client.get(`${base}/stock/analysis?per_page=500&search=slow`);
    expect(analysis.status).toBe(200);
    expect(analysis.body.data).toHaveLength(1);
    expect(analysis.body.data[0]).toMatchObject({ sku: { id: slow.id }, velocity_7d: 1, velocity_30d: 1 });

    const outsider = await signUp(server);
    const outsiderBase = `/api/organisations/${outsider.organisation.ulid}`;
    expect((await outsider.client.get(`${base}/stock`)).status).toBe(404);
    expect((await outsider.client.get(`${base}/stock/summary`)).status).toBe(404);
    expect(await stock(outsider.client, outsiderBase, `?warehouse_id=${warehouse.id}`)).toEqual([]);
    expect((await outsider.client.get(`${outsiderBase}/stock/summary`)).body.data).toMatchObject({
      units: 0,
      values: [],
      warehouses: [],
    });
    expect((await owner.client.get(`${base}/stock?status=lost`)).status).toBe(422);
    expect((await outsider.client.get(`${base}/stock/export.csv`)).status).toBe(404);
  });

  it('exports every row the filters select as CSV, in the list’s order', async () => {
    const { owner, base } = await stockedOrganisation();
    const response = await owner.client.get(
      `${base}/stock/export.csv?sort=money_at_risk&sortDesc=true&per_page=1`,
    );
    expect(response.status).toBe(200);
    const lines = String(response.body).trim().split('\n');
    expect(lines[0]).toBe(STOCK_CSV_COLUMNS.export.join(','));
    // per_page does not cut the export: all four SKUs, most money at risk first.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'SLOW-1',
      'EMPTY-1',
      'IDLE-1',
      'BOTTLE-1',
    ]);
    expect(lines[1]).toContain('overstocked,2000,FBA US 2000,');
    expect(lines[1]).toContain(',5000.00,4700.00,EUR');
    const overstocked = await owner.client.get(`${base}/stock/export.csv?status=overstocked`);
    expect(String(overstocked.body).trim().split('\n')).toHaveLength(2);
  });
});
