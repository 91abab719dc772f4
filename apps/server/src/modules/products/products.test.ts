import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  catalogOrganisation,
  created,
  insertStock,
  insertWarehouse,
} from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from '../skus/skus.tables.ts';
import { productSuppliers } from '../suppliers/suppliers.tables.ts';

const server = useTestServer();

describe('creating and showing a product', () => {
  it('creates it with COGS in minor units and shows its SKUs with stock, its suppliers and main supplier', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme Mills' }));
    const product = await created(
      client.post(`${base}/products`, {
        name: 'Yoga Mat',
        supplier_id: supplier.id,
        cogs: '12.5',
        cogs_currency: 'eur',
        min_stock: 40,
      }),
    );
    expect(product).toMatchObject({
      name: 'Yoga Mat',
      organisation_id: organisation.id,
      supplier_id: supplier.id,
      supplier: { id: supplier.id, name: 'Acme Mills' },
      cogs: '12.50',
      cogs_currency: 'EUR',
      min_stock: 40,
      sku_count: 0,
      stock: 0,
      skus: [],
      suppliers: [
        { id: supplier.id, name: 'Acme Mills', pivot: { buffer_days: 0, production_lead_days: 0 } },
      ],
    });

    const blue = await created(client.post(`${base}/skus`, { sku_id: 'YM-BLUE', product_id: product.id }));
    const red = await created(client.post(`${base}/skus`, { sku_id: 'YM-RED', product_id: product.id }));
    const east = await insertWarehouse(server, organisation.id, 'East');
    const west = await insertWarehouse(server, organisation.id, 'West');
    await insertStock(server, {
      organisationId: organisation.id,
      warehouseId: east.id,
      skuId: blue.id,
      quantity: 7,
    });
    await insertStock(server, {
      organisationId: organisation.id,
      warehouseId: west.id,
      skuId: blue.id,
      quantity: 5,
    });
    await insertStock(server, {
      organisationId: organisation.id,
      warehouseId: east.id,
      skuId: red.id,
      quantity: 3,
    });

    const shown = await client.get(`${base}/products/${product.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ sku_count: 2, stock: 15 });
    expect(shown.body.data.skus).toEqual([
      { id: blue.id, sku_id: 'YM-BLUE', asin: null, name: null, is_hidden: false, stock: 12 },
      { id: red.id, sku_id: 'YM-RED', asin: null, name: null, is_hidden: false, stock: 3 },
    ]);
  });

  it('keeps yen whole and refuses more decimals than the currency has', async () => {
    const { client, base } = await catalogOrganisation(server);
    const yen = await created(
      client.post(`${base}/products`, { name: 'Tea', cogs: '1500', cogs_currency: 'JPY' }),
    );
    expect(yen).toMatchObject({ cogs: '1500', cogs_currency: 'JPY' });
    const tooFine = await client.post(`${base}/products`, {
      name: 'Tea 2',
      cogs: '1500.5',
      cogs_currency: 'JPY',
    });
    expect(tooFine.status).toBe(422);
    expect(tooFine.body.errors).toEqual({ cogs: ['The cogs must be a whole amount in JPY.'] });
    expect(tooFine.body.code).toBe('cogs.too_many_decimals');
    const cents = await client.post(`${base}/products`, { name: 'Tea 3', cogs: '1.005' });
    expect(cents.status).toBe(422);
    expect(cents.body.errors.cogs).toEqual(['The cogs must have at most 2 decimals in USD.']);
    const currency = await client.post(`${base}/products`, {
      name: 'Tea 4',
      cogs: '1',
      cogs_currency: 'XYZ',
    });
    expect(currency.status).toBe(422);
    expect(currency.body.errors.cogs_currency).toEqual(['The cogs currency must be a known currency code.']);
    expect(currency.body.code).toBe('cogs.unknown_currency');
  });

  it('requires a name, unique in the organisation whatever its case', async () => {
    const { client, base } = await catalogOrganisation(server);
    const missing = await client.post(`${base}/products`, { name: '  ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toEqual(['The name field is required.']);
    await created(client.post(`${base}/products`, { name: 'Yoga Mat' }));
    const taken = await client.post(`${base}/products`, { name: 'YOGA mat' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect(taken.body.code).toBe('products.name_taken');
    // Another organisation may use the same name.
    const other = await catalogOrganisation(server);
    expect((await other.client.post(`${other.base}/products`, { name: 'Yoga Mat' })).status).toBe(201);
  });

  it('answers 422, not a server error, when two creates race for one name', async () => {
    const { client, base } = await catalogOrganisation(server);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.post(`${base}/products`, { name: 'Racing Name' })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const result of results.filter((entry) => entry.status === 422)) {
      expect(result.body.errors.name).toEqual(['The name has already been taken.']);
      expect(result.body.code).toBe('products.name_taken');
    }
  });

  it("refuses another organisation's supplier", async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const foreign = await created(other.client.post(`${other.base}/suppliers`, { name: 'Theirs' }));
    const response = await client.post(`${base}/products`, { name: 'Mine', supplier_id: foreign.id });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ supplier_id: ['The selected supplier id is invalid.'] });
    expect(response.body.code).toBe('products.invalid_supplier');
    expect((await client.get(`${base}/products`)).body.meta.total).toBe(0);
  });
});

describe('updating a product', () => {
  it('changes name, supplier, COGS and minimum stock', async () => {
    const { client, base } = await catalogOrganisation(server);
    const first = await created(client.post(`${base}/suppliers`, { name: 'First' }));
    const second = await created(client.post(`${base}/suppliers`, { name: 'Second' }));
    const product = await created(client.post(`${base}/products`, { name: 'Mat', supplier_id: first.id }));
    const response = await client.put(`${base}/products/${product.id}`, {
      name: 'Mat Pro',
      supplier_id: second.id,
      cogs: '3.20',
      min_stock: 10,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Mat Pro',
      supplier: { id: second.id, name: 'Second' },
      cogs: '3.20',
      cogs_currency: 'USD',
      min_stock: 10,
    });
    expect(response.body.data.suppliers.map((supplier: { id: number }) => supplier.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const cleared = await client.put(`${base}/products/${product.id}`, {
      name: 'Mat Pro',
      supplier_id: null,
      cogs: null,
    });
    expect(cleared.body.data).toMatchObject({ supplier_id: null, supplier: null, cogs: null, min_stock: 10 });
  });

  it('keeps the amount when only the currency changes, and refuses one the currency cannot hold', async () => {
    const { client, base } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Mat', cogs: '12.00' }));
    const euro = await client.put(`${base}/products/${product.id}`, { name: 'Mat', cogs_currency: 'EUR' });
    expect(euro.body.data).toMatchObject({ cogs: '12.00', cogs_currency: 'EUR' });
    const yen = await client.put(`${base}/products/${product.id}`, { name: 'Mat', cogs_currency: 'JPY' });
    expect(yen.body.data).toMatchObject({ cogs: '12', cogs_currency: 'JPY' });
    const priced = await client.put(`${base}/products/${product.id}`, {
      name: 'Mat',
      cogs: '12.75',
      cogs_currency: 'USD',
    });
    expect(priced.body.data).toMatchObject({ cogs: '12.75', cogs_currency: 'USD' });
    const refused = await client.put(`${base}/products/${product.id}`, { name: 'Mat', cogs_currency: 'JPY' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ cogs: ['The cogs must be a whole amount in JPY.'] });
    expect((await client.get(`${base}/products/${product.id}`)).body.data).toMatchObject({
      cogs: '12.75',
      cogs_currency: 'USD',
    });
  });

  it("may change its own name's case but not take another product's name", async () => {
    const { client, base } = await catalogOrganisation(server);
    const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
    await created(client.post(`${base}/products`, { name: 'Block' }));
    expect((await client.put(`${base}/products/${mat.id}`, { name: 'MAT' })).body.data.name).toBe('MAT');
    const taken = await client.put(`${base}/products/${mat.id}`, { name: 'block' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect(taken.body.code).toBe('products.name_taken');
  });

  it("refuses another organisation's supplier on update", async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const foreign = await created(other.client.post(`${other.base}/suppliers`, { name: 'Theirs' }));
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const response = await client.put(`${base}/products/${product.id}`, {
      name: 'Mat',
      supplier_id: foreign.id,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.supplier_id).toEqual(['The selected supplier id is invalid.']);
  });
});

describe('deleting a product', () => {
  it('unmaps its SKUs and removes its supplier links in one go', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const product = await created(client.post(`${base}/products`, { name: 'Mat', supplier_id: supplier.id }));
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'MAT-1', product_id: product.id }));
    expect((await client.delete(`${base}/products/${product.id}`)).status).toBe(204);
    expect((await client.get(`${base}/products/${product.id}`)).status).toBe(404);
    expect((await client.get(`${base}/skus/${sku.id}`)).body.data).toMatchObject({
      product_id: null,
      product: null,
    });
    const links = await server.ctx.db
      .select()
      .from(productSuppliers)
      .where(
        and(eq(productSuppliers.organisationId, organisation.id), eq(productSuppliers.productId, product.id)),
      );
    expect(links).toEqual([]);
    expect((await client.get(`${base}/suppliers/${supplier.id}`)).body.data.product_count).toBe(0);
    expect((await client.delete(`${base}/products/${product.id}`)).status).toBe(404);
  });
});

describe('minimum stock', () => {
  it('reads and sets it, refusing a negative or fractional number', async () => {
    const { client, base } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    expect((await client.get(`${base}/products/${product.id}/min-stock`)).body).toEqual({
      data: { min_stock: null },
    });
    const set = await client.put(`${base}/products/${product.id}/min-stock`, { min_stock: 25 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ data: { min_stock: 25 } });
    expect((await client.get(`${base}/products/${product.id}/min-stock`)).body.data.min_stock).toBe(25);
    const negative = await client.put(`${base}/products/${product.id}/min-stock`, { min_stock: -1 });
    expect(negative.status).toBe(422);
    expect(negative.body.errors.min_stock).toEqual(['The min stock must be at least 0.']);
    const fraction = await client.put(`${base}/products/${product.id}/min-stock`, { min_stock: 1.5 });
    expect(fraction.status).toBe(422);
    expect(
      (await client.put(`${base}/products/${product.id}/min-stock`, { min_stock: null })).body.data,
    ).toEqual({
      min_stock: null,
    });
  });
});

describe('who may see and change products', () => {
  it('hides one organisation’s products from another (404), including through their ids', async () => {
    const { client, base } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Secret' }));
    const other = await catalogOrganisation(server);
    expect((await other.client.get(`${base}/products`)).status).toBe(404);
    expect((await other.client.post(`${base}/products`, { name: 'Intruder' })).status).toBe(404);
    for (const path of [`/products/${product.id}`, `/products/${product.id}/min-stock`])
      expect((await other.client.get(`${other.base}${path}`)).status).toBe(404);
    expect((await other.client.put(`${other.base}/products/${product.id}`, { name: 'Stolen' })).status).toBe(
      404,
    );
    expect(
      (await other.client.put(`${other.base}/products/${product.id}/min-stock`, { min_stock: 1 })).status,
    ).toBe(404);
    expect((await other.client.delete(`${other.base}/products/${product.id}`)).status).toBe(404);
    expect((await client.get(`${base}/products/${product.id}`)).body.data).toMatchObject({
      name: 'Secret',
      min_stock: null,
    });
    expect((await client.get(`${base}/products/abc`)).status).toBe(404);
  });

  it('lets viewers read but not write (403)', async () => {
    const { owner, base, members } = await teamWith(server, ['viewer', 'member']);
    const product = await created(owner.client.post(`${base}/products`, { name: 'Mat' }));
    const viewer = members.viewer?.client;
    if (!viewer) throw new Error('no viewer');
    expect((await viewer.get(`${base}/products`)).status).toBe(200);
    expect((await viewer.get(`${base}/products/${product.id}`)).status).toBe(200);
    expect((await viewer.get(`${base}/products/export.csv`)).status).toBe(200);
    expect((await viewer.post(`${base}/products`, { name: 'No' })).status).toBe(403);
    expect((await viewer.put(`${base}/products/${product.id}`, { name: 'No' })).status).toBe(403);
    expect((await viewer.put(`${base}/products/${product.id}/min-stock`, { min_stock: 1 })).status).toBe(403);
    expect((await viewer.delete(`${base}/products/${product.id}`)).status).toBe(403);
    expect((await members.member?.client.post(`${base}/products`, { name: 'Yes' }))?.status).toBe(201);
  });
});

describe.runIf(testDatabaseUrl())('deleting a product on PostgreSQL', () => {
  it('unmaps SKUs and deletes in one transaction even when a mapping runs at the same time', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'RACE-1' }));
    const [deleted, mapped] = await Promise.all([
      client.delete(`${base}/products/${product.id}`),
      client.post(`${base}/skus/mapping`, { sku_ids: [sku.id], product_id: product.id }),
    ]);
    expect(deleted.status).toBe(204);
    expect([200, 422]).toContain(mapped.status);
    const [row] = await server.ctx.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(and(eq(skus.organisationId, organisation.id), eq(skus.id, sku.id)));
    expect(row?.productId).toBeNull();
  });
});

it('signs up fresh organisations with an empty catalogue', async () => {
  const { client, organisation } = await signUp(server);
  const response = await client.get(`/api/organisations/${organisation.ulid}/products`);
  expect(response.body).toEqual({
    data: [],
    meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 },
  });
});
