import type { ForecastSummary } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { insertLedgerRows } from '../modules/inventory/ledger-history.repository.ts';
import { products } from '../modules/products/products.tables.ts';
import { insertStock, insertWarehouse } from './catalog-fixtures.ts';
import { seedProduct, seedSku } from './ledger-fixtures.ts';
import { teamWith } from './team-fixtures.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** Day numbers (UTC days since 1970-01-01) and their dates, as forecasts count them. */
export const DAY_SECONDS = 86_400;
export const today = () => Math.floor(Date.now() / 1000 / DAY_SECONDS);
export const isoDay = (day: number) => new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10);

/**
 * A SKU's ledger: `received` units 100 days ago, then `perDay` sold every day since (a number, or
 * one per day from the first); its warehouse_stock is what is left.
 */
export async function sellingHistory(
  server: TestServer,
  {
    organisationId,
    warehouseId,
    skuId,
    received,
    perDay,
    days = 100,
  }: {
    organisationId: number;
    warehouseId: number;
    skuId: number;
    received: number;
    perDay: number | ((dayIndex: number) => number);
    days?: number;
  },
) {
  const start = today() - days;
  const rows = [
    {
      warehouseId,
      skuId,
      type: 'receipt',
      quantity: received,
      occurredAt: start * DAY_SECONDS + 8 * 3600,
      sourceId: 'PO-1',
      reason: null as string | null,
    },
  ];
  let sold = 0;
  for (let day = start; day < today(); day++) {
    const units = typeof perDay === 'number' ? perDay : perDay(day - start);
    sold += units;
    if (units === 0) continue;
    rows.push({
      warehouseId,
      skuId,
      type: 'sale',
      quantity: -units,
      occurredAt: day * DAY_SECONDS + 13 * 3600,
      sourceId: null as unknown as string,
      reason: null,
    });
  }
  await insertLedgerRows(server.ctx.db, { organisationId, rows });
  await insertStock(server, { organisationId, warehouseId, skuId, quantity: received - sold });
}

/**
 * An organisation (owner and viewer) whose SKU BOTTLE-1 received 500 units 100 days ago and sold
 * 4 a day since (100 left), with min_stock 20; IDLE-1 has no history at all.
 */
export async function sellingOrganisation(server: TestServer) {
  const team = await teamWith(server, ['viewer']);
  const organisationId = team.organisation.id;
  const { db } = server.ctx;
  const product = await seedProduct(db, organisationId, 'Trail Bottle');
  await db.update(products).set({ minStock: 20 }).where(eq(products.id, product.id));
  const sku = await seedSku(db, organisationId, { skuId: 'BOTTLE-1', productId: product.id });
  const idle = await seedSku(db, organisationId, { skuId: 'IDLE-1' });
  const warehouse = await insertWarehouse(server, organisationId, 'FBA US');
  await sellingHistory(server, {
    organisationId,
    warehouseId: warehouse.id,
    skuId: sku.id,
    received: 500,
    perDay: 4,
  });
  return { ...team, sku, idle, product, warehouse, viewer: team.members.viewer as { client: TestClient } };
}

export async function forecastList(client: TestClient, base: string, query = ''): Promise<ForecastSummary[]> {
  const response = await client.get(`${base}/forecasts${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Waits until the forecast queue is empty and the listed forecasts are as `ready` wants. */
export async function recomputed(
  client: TestClient,
  base: string,
  ready: (rows: ForecastSummary[]) => boolean,
) {
  return vi.waitFor(
    async () => {
      const rows = await forecastList(client, base);
      expect(rows.some((row) => row.queued)).toBe(false);
      expect(ready(rows)).toBe(true);
      return rows;
    },
    { timeout: 30_000, interval: 250 },
  );
}
