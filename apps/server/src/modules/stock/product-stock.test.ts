import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedProduct, seedSku } from '../../testing/ledger-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { Json } from '../../testing/test-client.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import type { MovementInput } from '../inventory/ledger.domain.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { stockDataRange } from './product-stock.usecases.ts';

const server = useTestServer();

/** A product with two SKUs in two warehouses, a third warehouse it never touched, and a stranger SKU. */
async function stockedProduct() {
  const account = await signUp(server);
  const base = `/api/organisations/${account.organisation.ulid}`;
  const organisationId = account.organisation.id;
  const db = server.ctx.db;
  const east = await createWarehouseViaApi(account.client, base, { name: 'East' });
  const west = await createWarehouseViaApi(account.client, base, {
    name: 'West',
    is_fulfillment_center: true,
  });
  const unused = await createWarehouseViaApi(account.client, base, { name: 'Unused' });
  const product = await seedProduct(db, organisationId);
  const small = await seedSku(db, organisationId, { skuId: 'CUP-S', productId: product.id });
  const large = await seedSku(db, organisationId, { skuId: 'CUP-L', productId: product.id });
  const other = await seedSku(db, organisationId, { skuId: 'OTHER' });
  const move = (
    warehouse: { id: number },
    sku: { id: number },
    quantity: number,
    day: string,
  ): MovementInput => ({
    warehouseId: warehouse.id,
    skuId: sku.id,
    type: quantity > 0 ? 'receipt' : 'sale',
    quantity,
    occurredAt: new Date(`${day}T15:00:00Z`),
    sourceType: 'test',
  });
  await recordMovements({
    db,
    organisationId,
    movements: [
      move(east, small, 10, '2024-02-25'), // before the range: opening balance
      move(east, large, 4, '2024-03-01'),
      move(east, small, -3, '2024-03-01'),
      move(west, small, 20, '2024-03-02'),
      move(east, small, -2, '2024-03-03'),
      move(west, small, -5, '2024-03-10'), // after the range
      move(unused, other, 50, '2024-03-01'), // not this product
    ],
  });
  return { ...account, base, organisationId, product, east, west, unused, small, large };
}

describe('GET /products/{id}/stock-data', () => {
  it('gives the stock at the end of each day: opening balance plus daily movements, total and per warehouse', async () => {
    const { client, base, product, east, west } = await stockedProduct();
    const response = await client.get(
      `${base}/products/${product.id}/stock-data?from=2024-02-29&to=2024-03-04`,
    );
    expect(response.status).toBe(200);
    expect(response.body.from).toBe('2024-02-29');
    expect(response.body.to).toBe('2024-03-04');
    expect(response.body.data).toEqual([
      { date: '2024-02-29', quantity: 10 },
      { date: '2024-03-01', quantity: 11 },
      { date: '2024-03-02', quantity: 31 },
      { date: '2024-03-03', quantity: 29 },
      { date: '2024-03-04', quantity: 29 },
    ]);
    expect(response.body.warehouses.map((w: Json) => [w.id, w.name])).toEqual([
      [east.id, 'East'],
      [west.id, 'West'],
    ]);
    expect(response.body.warehouses[0].points.map((point: Json) => point.quantity)).toEqual([
      10, 11, 11, 9, 9,
    ]);
    expect(response.body.warehouses[1].points.map((point: Json) => point.quantity)).toEqual([
      0, 0, 20, 20, 20,
    ]);
  });

  it.runIf(!testDatabaseUrl())(
    'counts days in UTC whatever the database session time zone (PGlite: one session)',
    async () => {
      const { client, base, product, east, small, organisationId } = await stockedProduct();
      // UTC+14: a day boundary taken from the session would move both movements by a day.
      await server.ctx.db.execute(sql`set time zone 'Pacific/Kiritimati'`);
      try {
        await recordMovements({
          db: server.ctx.db,
          organisationId,
          movements: [
            {
              warehouseId: east.id,
              skuId: small.id,
              type: 'receipt',
              quantity: 100,
              occurredAt: new Date('2024-03-03T23:30:00Z'),
              sourceType: 'test',
            },
            {
              warehouseId: east.id,
              skuId: small.id,
              type: 'receipt',
              quantity: 1000,
              occurredAt: new Date('2024-03-04T00:30:00Z'),
              sourceType: 'test',
            },
          ],
        });
        const response = await client.get(
          `${base}/products/${product.id}/stock-data?from=2024-03-03&to=2024-03-04`,
        );
        expect(response.body.data).toEqual([
          { date: '2024-03-03', quantity: 129 },
          { date: '2024-03-04', quantity: 1129 },
        ]);
      } finally {
        await server.ctx.db.execute(sql`set time zone 'UTC'`);
      }
    },
  );

  it('covers the last 365 days by default', async () => {
    const { client, base, product } = await stockedProduct();
    const response = await client.get(`${base}/products/${product.id}/stock-data`);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(365);
    expect(response.body.to).toBe(new Date().toISOString().slice(0, 10));
    // The last point is today's stock: 10 - 3 + 4 + 20 - 2 - 5.
    expect(response.body.data.at(-1).quantity).toBe(24);
  });

  it('refuses a reversed or malformed range (422)', async () => {
    const { client, base, product } = await stockedProduct();
    const reversed = await client.get(
      `${base}/products/${product.id}/stock-data?from=2024-03-05&to=2024-03-01`,
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.from).toEqual(['The from date must be on or before the to date.']);
    expect(reversed.body.code).toBe('inventory.reversed_range');
    expect((await client.get(`${base}/products/${product.id}/stock-data?from=yesterday`)).status).toBe(422);
  });
});

describe('stockDataRange', () => {
  it('defaults to 365 days ending today and limits the length', () => {
    expect(stockDataRange({ today: new Date('2024-12-31T22:00:00Z') })).toEqual({
      from: '2024-01-02',
      to: '2024-12-31',
    });
    expect(stockDataRange({ to: '2024-03-01', today: new Date() })).toEqual({
      from: '2023-03-03',
      to: '2024-03-01',
    });
    expect(() => stockDataRange({ from: '2000-01-01', to: '2024-01-01', today: new Date() })).toThrow(
      /range/,
    );
    expect(() => stockDataRange({ from: '2000-01-01', to: '2024-01-01', today: new Date() })).toThrow(
      expect.objectContaining({ code: 'inventory.range_too_long' }),
    );
  });
});

describe('GET /products/{id}/stock-per-warehouse', () => {
  it('lists each warehouse holding the product’s SKUs, with per-SKU quantities; others are left out', async () => {
    const { client, base, product, east, west, small, large } = await stockedProduct();
    const response = await client.get(`${base}/products/${product.id}/stock-per-warehouse`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        warehouse: { id: east.id, ulid: east.ulid, name: 'East', is_fulfillment_center: false },
        quantity: 9,
        skus: [
          { id: large.id, sku_id: 'CUP-L', quantity: 4 },
          { id: small.id, sku_id: 'CUP-S', quantity: 5 },
        ],
      },
      {
        warehouse: { id: west.id, ulid: west.ulid, name: 'West', is_fulfillment_center: true },
        quantity: 15,
        skus: [{ id: small.id, sku_id: 'CUP-S', quantity: 15 }],
      },
    ]);
  });
});

describe('product stock routes and tenancy', () => {
  it('answers 404 for another organisation’s product and for products that do not exist', async () => {
    const theirs = await stockedProduct();
    const mine = await signUp(server);
    const base = `/api/organisations/${mine.organisation.ulid}`;
    for (const suffix of ['stock-data', 'stock-per-warehouse', 'transfers']) {
      expect((await mine.client.get(`${base}/products/${theirs.product.id}/${suffix}`)).status).toBe(404);
      expect((await mine.client.get(`${base}/products/99999999/${suffix}`)).status).toBe(404);
    }
    expect((await theirs.client.get(`${theirs.base}/products/${theirs.product.id}/transfers`)).body).toEqual({
      data: [],
    });
  });

  it('lets viewers read a product’s stock', async () => {
    const { owner, base, members } = await teamWith(server, ['viewer']);
    const product = await seedProduct(server.ctx.db, owner.organisation.id);
    const viewer = members.viewer?.client;
    expect((await viewer?.get(`${base}/products/${product.id}/stock-per-warehouse`))?.body).toEqual({
      data: [],
    });
    const series = await viewer?.get(
      `${base}/products/${product.id}/stock-data?from=2024-01-01&to=2024-01-03`,
    );
    expect(series?.body).toMatchObject({
      data: [
        { date: '2024-01-01', quantity: 0 },
        { date: '2024-01-02', quantity: 0 },
        { date: '2024-01-03', quantity: 0 },
      ],
      warehouses: [],
    });
  });
});
