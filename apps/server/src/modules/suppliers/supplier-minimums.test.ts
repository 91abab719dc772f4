import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogOrganisation, created } from '../../testing/catalog-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { productSuppliers, suppliers } from './suppliers.tables.ts';

const server = useTestServer();

/** The supplier and its links as stored, to show a refused request changed nothing. */
async function stored(organisationId: number, supplierId: number) {
  const db = server.ctx.db;
  const [supplier] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, organisationId), eq(suppliers.id, supplierId)));
  const links = await db
    .select()
    .from(productSuppliers)
    .where(
      and(eq(productSuppliers.organisationId, organisationId), eq(productSuppliers.supplierId, supplierId)),
    )
    .orderBy(asc(productSuppliers.productId));
  return { supplier, links };
}

type Pivot = { min_order_quantity: number | null; min_order_value: string | null };
const minimums = (products: { name: string; pivot: Pivot }[]) =>
  products.map(({ name, pivot }) => [name, pivot.min_order_quantity, pivot.min_order_value]);

/** A supplier in `currency` supplying Mat (MOQ 300, 500.00) and Rug (none). */
async function supplierWithMinimums(client: TestClient, base: string, currency = 'USD') {
  const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme', currency }));
  const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
  const rug = await created(client.post(`${base}/products`, { name: 'Rug' }));
  const linked = await client.put(`${base}/suppliers/${supplier.id}/products`, {
    products: [
      { product_id: mat.id, production_lead_days: 20, min_order_quantity: 300, min_order_value: '500' },
      { product_id: rug.id, production_lead_days: 10 },
    ],
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return { supplier, mat, rug, linked: linked.body.data };
}

describe("a supplier's currency", () => {
  it('is set on create, read in the list and the detail, kept when left out and cleared with null', async () => {
    const { client, base } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme', currency: 'eur' }));
    expect(supplier.currency).toBe('EUR');
    expect((await client.get(`${base}/suppliers`)).body.data[0].currency).toBe('EUR');
    expect((await created(client.post(`${base}/suppliers`, { name: 'Beta' }))).currency).toBeNull();

    const kept = await client.put(`${base}/suppliers/${supplier.id}`, { name: 'Acme Ltd' });
    expect(kept.body.data).toMatchObject({ name: 'Acme Ltd', currency: 'EUR' });
    const changed = await client.put(`${base}/suppliers/${supplier.id}`, { name: 'Acme', currency: 'GBP' });
    expect(changed.body.data.currency).toBe('GBP');
    const cleared = await client.put(`${base}/suppliers/${supplier.id}`, { name: 'Acme', currency: null });
    expect(cleared.body.data.currency).toBeNull();
    expect((await client.get(`${base}/suppliers/${supplier.id}`)).body.data.currency).toBeNull();
  });

  it('refuses a code that is no currency with 422, changing nothing', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme', currency: 'USD' }));
    const before = await stored(organisation.id, supplier.id);

    const unknown = await client.put(`${base}/suppliers/${supplier.id}`, {
      name: 'Renamed',
      currency: 'ABC',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      currency: ['The currency must be a known currency code such as USD.'],
    });
    const malformed = await client.put(`${base}/suppliers/${supplier.id}`, {
      name: 'Renamed',
      currency: 'EURO',
    });
    expect(malformed.body.errors).toEqual({
      currency: ['The currency must be a three-letter currency code such as USD.'],
    });
    expect(await stored(organisation.id, supplier.id)).toEqual(before);

    const onCreate = await client.post(`${base}/suppliers`, { name: 'Beta', currency: 'XYZ' });
    expect(onCreate.status).toBe(422);
    expect(Object.keys(onCreate.body.errors)).toEqual(['currency']);
    expect((await client.get(`${base}/suppliers`)).body.meta.total).toBe(1);
  });
});

describe("a supplier's minimums per product", () => {
  it('sets, reads (from the supplier and the product), keeps when left out and clears them', async () => {
    const { client, base } = await catalogOrganisation(server);
    const { supplier, mat, rug, linked } = await supplierWithMinimums(client, base);
    expect(linked.products).toEqual([
      {
        id: mat.id,
        name: 'Mat',
        pivot: {
          buffer_days: 0,
          production_lead_days: 20,
          min_order_quantity: 300,
          min_order_value: '500.00',
        },
      },
      {
        id: rug.id,
        name: 'Rug',
        pivot: { buffer_days: 0, production_lead_days: 10, min_order_quantity: null, min_order_value: null },
      },
    ]);
    expect((await client.get(`${base}/products/${mat.id}`)).body.data.suppliers).toEqual([
      { id: supplier.id, name: 'Acme', currency: 'USD', pivot: linked.products[0].pivot },
    ]);

    // Lead times rewritten without the minimums ("Use learned" does so): the minimums stay.
    const relead = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [
        { product_id: mat.id, production_lead_days: 34 },
        { product_id: rug.id, production_lead_days: 34, min_order_value: '99.99' },
      ],
    });
    expect(relead.status).toBe(200);
    expect(minimums(relead.body.data.products)).toEqual([
      ['Mat', 300, '500.00'],
      ['Rug', null, '99.99'],
    ]);
    expect(relead.body.data.products[0].pivot.production_lead_days).toBe(34);

    const cleared = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [
        { product_id: mat.id, min_order_quantity: null, min_order_value: null },
        { product_id: rug.id, min_order_quantity: '12' },
      ],
    });
    expect(minimums(cleared.body.data.products)).toEqual([
      ['Mat', null, null],
      ['Rug', 12, '99.99'],
    ]);

    // A link dropped and added again starts without minimums.
    await client.put(`${base}/suppliers/${supplier.id}/products`, { products: [{ product_id: mat.id }] });
    const again = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: mat.id }, { product_id: rug.id }],
    });
    expect(minimums(again.body.data.products)).toEqual([
      ['Mat', null, null],
      ['Rug', null, null],
    ]);
  });

  it('keeps them when the product names the supplier as its main one', async () => {
    const { client, base } = await catalogOrganisation(server);
    const { supplier, mat } = await supplierWithMinimums(client, base);
    const updated = await client.put(`${base}/products/${mat.id}`, { name: 'Mat', supplier_id: supplier.id });
    expect(updated.status).toBe(200);
    expect((await client.get(`${base}/products/${mat.id}`)).body.data.suppliers[0].pivot).toMatchObject({
      min_order_quantity: 300,
      min_order_value: '500.00',
    });
  });

  it('refuses bad minimums, and a value while the supplier has no currency, changing nothing', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const { supplier, mat, rug } = await supplierWithMinimums(client, base, 'JPY');
    const before = await stored(organisation.id, supplier.id);
    const bad = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [
        { product_id: mat.id, min_order_quantity: 0, min_order_value: '-5' },
        { product_id: rug.id, min_order_quantity: 2.5, min_order_value: '0.00' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'products.0.min_order_quantity': ['The min order quantity must be at least 1.'],
      'products.0.min_order_value': ['The min order value must be an amount such as 12.50.'],
      'products.1.min_order_quantity': ['The min order quantity must be a whole number.'],
      'products.1.min_order_value': ['The min order value must be greater than 0.'],
    });
    const yen = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: mat.id, min_order_value: '12.50' }],
    });
    expect(yen.body).toMatchObject({
      code: 'suppliers.min_order_value_decimals',
      errors: { 'products.0.min_order_value': ['The min order value must be a whole amount in JPY.'] },
    });
    expect(await stored(organisation.id, supplier.id)).toEqual(before);

    const plain = await created(client.post(`${base}/suppliers`, { name: 'Plain' }));
    const withoutCurrency = await client.put(`${base}/suppliers/${plain.id}/products`, {
      products: [{ product_id: mat.id, min_order_quantity: 10, min_order_value: '100' }],
    });
    expect(withoutCurrency.status).toBe(422);
    expect(withoutCurrency.body).toMatchObject({
      code: 'suppliers.min_order_value_without_currency',
      errors: { 'products.0.min_order_value': ["Set the supplier's currency before a min order value."] },
    });
    expect((await stored(organisation.id, plain.id)).links).toEqual([]);
  });

  it('keeps their amounts in a new currency; refuses one that cannot hold them, and clearing it', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const { supplier, rug } = await supplierWithMinimums(client, base, 'USD');
    const yen = await client.put(`${base}/suppliers/${supplier.id}`, { name: 'Acme', currency: 'JPY' });
    expect(yen.status).toBe(200);
    expect(minimums(yen.body.data.products)).toEqual([
      ['Mat', 300, '500'],
      ['Rug', null, null],
    ]);
    const back = await client.put(`${base}/suppliers/${supplier.id}`, { name: 'Acme', currency: 'EUR' });
    expect(minimums(back.body.data.products)).toEqual([
      ['Mat', 300, '500.00'],
      ['Rug', null, null],
    ]);

    await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [
        { product_id: back.body.data.products[0].id },
        { product_id: rug.id, min_order_value: '12.50' },
      ],
    });
    const before = await stored(organisation.id, supplier.id);
    const unfit = await client.put(`${base}/suppliers/${supplier.id}`, { name: 'Renamed', currency: 'JPY' });
    expect(unfit.status).toBe(422);
    expect(unfit.body).toMatchObject({
      code: 'suppliers.min_order_value_unfit',
      errors: {
        currency: ["A product's min order value of 12.50 cannot be written in JPY; change it first."],
      },
    });
    const clearing = await client.put(`${base}/suppliers/${supplier.id}`, {
      name: 'Renamed',
      currency: null,
    });
    expect(clearing.body).toMatchObject({
      code: 'suppliers.currency_needed',
      errors: { currency: ['2 products have a min order value in this currency; clear them first.'] },
    });
    expect(await stored(organisation.id, supplier.id)).toEqual(before);
  });

  it("refuses another organisation's supplier (404) and products (422), changing nothing", async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const { supplier, mat } = await supplierWithMinimums(client, base);
    const before = await stored(organisation.id, supplier.id);
    const other = await catalogOrganisation(server);
    const theirs = await created(other.client.post(`${other.base}/products`, { name: 'Theirs' }));

    expect(
      (await other.client.put(`${other.base}/suppliers/${supplier.id}`, { name: 'Acme', currency: 'EUR' }))
        .status,
    ).toBe(404);
    expect(
      (
        await other.client.put(`${other.base}/suppliers/${supplier.id}/products`, {
          products: [{ product_id: mat.id, min_order_quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    // Their own supplier may not link our product, nor ours theirs.
    const theirSupplier = await created(
      other.client.post(`${other.base}/suppliers`, { name: 'Theirs', currency: 'EUR' }),
    );
    const foreignProduct = await other.client.put(`${other.base}/suppliers/${theirSupplier.id}/products`, {
      products: [{ product_id: mat.id, min_order_quantity: 5, min_order_value: '10' }],
    });
    expect(foreignProduct.status).toBe(422);
    expect(foreignProduct.body.errors).toEqual({
      'products.0.product_id': ['The selected product id is invalid.'],
    });
    const ours = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: theirs.id, min_order_quantity: 5 }],
    });
    expect(ours.body.errors).toEqual({ 'products.0.product_id': ['The selected product id is invalid.'] });

    expect(await stored(organisation.id, supplier.id)).toEqual(before);
    expect((await stored(other.organisation.id, theirSupplier.id)).links).toEqual([]);
  });
});
