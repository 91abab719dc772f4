import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedProduct, seedSku } from '../../testing/ledger-fixtures.ts';
import type { Json } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';

const server = useTestServer();

async function warehouseWithSkus() {
  const account = await signUp(server, { name: 'Stock Keeper' });
  const base = `/api/organisations/${account.organisation.ulid}`;
  const db = server.ctx.db;
  const organisationId = account.organisation.id;
  const warehouse = await createWarehouseViaApi(account.client, base);
  const product = await seedProduct(db, organisationId, 'Blue Mug');
  const mapped = await seedSku(db, organisationId, {
    skuId: 'MUG-BLUE',
    asin: 'B000MUG001',
    productId: product.id,
  });
  const loose = await seedSku(db, organisationId, { skuId: 'LOOSE-1' });
  const path = `${base}/warehouses/${warehouse.ulid}`;
  return { ...account, base, organisationId, warehouse, product, mapped, loose, path };
}

describe('stock adjustments', () => {
  it('records an adjustment by the signed-in user with its reason and returns the movement (201)', async () => {
    const { client, user, path, warehouse, mapped } = await warehouseWithSkus();
    const response = await client.post(`${path}/adjustments`, {
      sku_id: mapped.id,
      quantity: 12,
      reason: 'Stock count',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      warehouse_id: warehouse.id,
      sku_id: mapped.id,
      type: 'adjustment',
      quantity: 12,
      source_type: 'manual',
      source_id: null,
      reason: 'Stock count',
      user: { id: user.id, name: 'Stock Keeper' },
      sku: { id: mapped.id, sku_id: 'MUG-BLUE', display_name: 'Blue Mug (MUG-BLUE)' },
    });
    expect(Date.now() - Date.parse(response.body.data.occurred_at)).toBeLessThan(60_000);
    const down = await client.post(`${path}/adjustments`, {
      sku_id: mapped.id,
      quantity: -5,
      reason: 'Damaged',
    });
    expect(down.status).toBe(201);
    const stock = await client.get(`${path}/stock`);
    expect(stock.body.data.map((row: Json) => [row.sku.sku_id, row.quantity])).toEqual([['MUG-BLUE', 7]]);
  });

  it('validates quantity, reason and the SKU (422), including another organisation’s SKU', async () => {
    const { client, path, mapped } = await warehouseWithSkus();
    const other = await warehouseWithSkus();
    const invalid = await client.post(`${path}/adjustments`, { sku_id: mapped.id, quantity: 0, reason: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      quantity: ['The quantity must not be zero.'],
      reason: ['The reason field is required.'],
    });
    expect(
      (await client.post(`${path}/adjustments`, { sku_id: mapped.id, quantity: 1.5, reason: 'x' })).status,
    ).toBe(422);
    const foreign = await client.post(`${path}/adjustments`, {
      sku_id: other.mapped.id,
      quantity: 1,
      reason: 'x',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ sku_id: ['The selected sku is invalid.'] });
    expect(foreign.body.code).toBe('inventory.invalid_sku');
    expect((await client.get(`${path}/movements`)).body.meta.total).toBe(0);
    expect((await other.client.get(`${other.path}/movements`)).body.meta.total).toBe(0);
  });
});

describe('the warehouse stock table', () => {
  it('lists stock rows with SKU display names, searches by sku or asin, filters in stock and sorts', async () => {
    const { client, path, mapped, loose, product } = await warehouseWithSkus();
    await client.post(`${path}/adjustments`, { sku_id: mapped.id, quantity: 3, reason: 'count' });
    await client.post(`${path}/adjustments`, { sku_id: loose.id, quantity: 9, reason: 'count' });
    await client.post(`${path}/adjustments`, { sku_id: loose.id, quantity: -9, reason: 'gone' });

    const all = await client.get(`${path}/stock`);
    expect(all.body.meta.total).toBe(2);
    expect(all.body.data).toEqual([
      expect.objectContaining({
        sku: { id: loose.id, sku_id: 'LOOSE-1', asin: null, display_name: 'LOOSE-1', product_id: null },
        quantity: 0,
        inventory_cache: null,
        out_of_stock_date: new Date().toISOString().slice(0, 10),
      }),
      expect.objectContaining({
        sku: {
          id: mapped.id,
          sku_id: 'MUG-BLUE',
          asin: 'B000MUG001',
          display_name: 'Blue Mug (MUG-BLUE)',
          product_id: product.id,
        },
        quantity: 3,
        out_of_stock_date: null,
      }),
    ]);
    const byQuantity = await client.get(`${path}/stock?sort=quantity&sortDesc=true`);
    expect(byQuantity.body.data.map((row: Json) => row.quantity)).toEqual([3, 0]);
    const byAsin = await client.get(`${path}/stock?search=mug001`);
    expect(byAsin.body.data.map((row: Json) => row.sku.sku_id)).toEqual(['MUG-BLUE']);
    const inStock = await client.get(`${path}/stock?in_stock=true`);
    expect(inStock.body.data.map((row: Json) => row.sku.sku_id)).toEqual(['MUG-BLUE']);
    const outOfStock = await client.get(`${path}/stock?in_stock=0`);
    expect(outOfStock.body.data.map((row: Json) => row.sku.sku_id)).toEqual(['LOOSE-1']);
    const everyRow = await client.get(`${path}/stock?in_stock=all`);
    expect(everyRow.body.data.map((row: Json) => row.sku.sku_id)).toEqual(['LOOSE-1', 'MUG-BLUE']);
    // The warehouse's SKU count is the in-stock list's total: one definition.
    const [warehouse] = (await client.get(path.replace(/\/[^/]+$/, ''))).body.data.filter((item: Json) =>
      path.endsWith(item.ulid),
    );
    expect(warehouse.sku_count).toBe(inStock.body.meta.total);
    expect((await client.get(`${path}/stock?sort=price`)).status).toBe(422);
  });
});

describe('the warehouse ledger', () => {
  it('lists movements newest first with the user’s name, filtered by SKU and paginated', async () => {
    const { client, path, mapped, loose, organisationId } = await warehouseWithSkus();
    for (const [sku, quantity] of [
      [mapped.id, 5],
      [loose.id, 2],
      [mapped.id, -1],
    ] as const) {
      await client.post(`${path}/adjustments`, { sku_id: sku, quantity, reason: `move ${quantity}` });
    }
    const list = await client.get(`${path}/movements`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: Json) => row.quantity)).toEqual([-1, 2, 5]);
    expect(list.body.data[0].user.name).toBe('Stock Keeper');
    const mine = await client.get(`${path}/movements?sku_id=${mapped.id}&per_page=1&page=2`);
    expect(mine.body.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(mine.body.data.map((row: Json) => row.quantity)).toEqual([5]);
    expect((await client.get(`${path}/movements?type=sale`)).body.meta.total).toBe(0);
    expect((await checkLedger({ db: server.ctx.db, organisationId })).mismatches).toEqual([]);
  });

  it('has no transfers yet', async () => {
    const { client, path } = await warehouseWithSkus();
    const response = await client.get(`${path}/transfers`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { incoming: [], outgoing: [] } });
  });
});
