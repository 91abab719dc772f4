import { describe, expect, it, vi } from 'vitest';
import { catalogOrganisation, created, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { supplierShippingTimes } from './suppliers.tables.ts';

const server = useTestServer();

describe('creating and showing a supplier', () => {
  it('creates it with a warehouse and shipping times, and shows its products with lead times', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const warehouse = await insertWarehouse(server, organisation.id, 'Shenzhen consolidator');
    const supplier = await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme Mills',
        warehouse_id: warehouse.id,
        shipping_times: [
          { type: 'region', code: 'eu', days: 20 },
          { type: 'country', code: 'DE', days: 12 },
        ],
      }),
    );
    expect(supplier).toMatchObject({
      name: 'Acme Mills',
      organisation_id: organisation.id,
      warehouse: { id: warehouse.id, ulid: warehouse.ulid, name: 'Shenzhen consolidator' },
      product_count: 0,
      products: [],
    });
    expect(supplier.shipping_times).toEqual([
      { id: expect.any(Number), supplier_id: supplier.id, type: 'country', code: 'DE', days: 12 },
      { id: expect.any(Number), supplier_id: supplier.id, type: 'region', code: 'EU', days: 20 },
    ]);

    const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const linked = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: mat.id, buffer_days: 3, production_lead_days: 30 }],
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({
      product_count: 1,
      products: [{ id: mat.id, name: 'Mat', pivot: { buffer_days: 3, production_lead_days: 30 } }],
    });
    const shown = await client.get(`${base}/suppliers/${supplier.id}`);
    expect(shown.body.data.products).toEqual(linked.body.data.products);
    expect((await client.get(`${base}/products/${mat.id}`)).body.data.suppliers).toEqual([
      {
        id: supplier.id,
        name: 'Acme Mills',
        currency: null,
        pivot: { buffer_days: 3, production_lead_days: 30, min_order_quantity: null, min_order_value: null },
      },
    ]);
  });

  it('validates the name (unique, case-blind), the warehouse and the shipping times', async () => {
    const { client, base } = await catalogOrganisation(server);
    await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const taken = await client.post(`${base}/suppliers`, { name: 'ACME' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect(taken.body.code).toBe('suppliers.name_taken');
    const times = await client.post(`${base}/suppliers`, {
      name: 'Beta',
      shipping_times: [{ type: 'planet', code: 'DE', days: -1 }],
    });
    expect(times.status).toBe(422);
    expect(times.body.errors).toEqual({
      'shipping_times.0.type': ['The type must be country or region.'],
      'shipping_times.0.days': ['The days must be at least 0.'],
    });
    const twice = await client.post(`${base}/suppliers`, {
      name: 'Beta',
      shipping_times: [
        { type: 'country', code: 'DE', days: 12 },
        { type: 'country', code: 'de', days: 14 },
      ],
    });
    expect(twice.body.errors).toEqual({ 'shipping_times.1.code': ['DE is listed twice.'] });
    expect((await client.get(`${base}/suppliers?search=beta`)).body.meta.total).toBe(0);
    expect((await client.post(`${base}/suppliers`, {})).body.errors.name).toEqual([
      'The name field is required.',
    ]);
  });

  it("refuses another organisation's warehouse", async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const theirs = await insertWarehouse(server, other.organisation.id, 'Theirs');
    const response = await client.post(`${base}/suppliers`, { name: 'Acme', warehouse_id: theirs.id });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ warehouse_id: ['The selected warehouse id is invalid.'] });
    expect(response.body.code).toBe('suppliers.invalid_warehouse');
    expect((await client.get(`${base}/suppliers`)).body.meta.total).toBe(0);
  });
});

describe('updating and deleting a supplier', () => {
  it('replaces the shipping times as a set, and keeps them when none are sent', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const warehouse = await insertWarehouse(server, organisation.id, 'Main');
    const supplier = await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        shipping_times: [{ type: 'country', code: 'DE', days: 12 }],
      }),
    );
    const updated = await client.put(`${base}/suppliers/${supplier.id}`, {
      name: 'Acme Ltd',
      warehouse_id: warehouse.id,
      shipping_times: [
        { type: 'country', code: 'DE', days: 10 },
        { type: 'region', code: 'NA', days: 35 },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Acme Ltd', warehouse: { id: warehouse.id } });
    expect(
      updated.body.data.shipping_times.map((time: { code: string; days: number }) => [time.code, time.days]),
    ).toEqual([
      ['DE', 10],
      ['NA', 35],
    ]);
    const kept = await client.put(`${base}/suppliers/${supplier.id}`, { name: 'Acme Ltd' });
    expect(kept.body.data.shipping_times).toHaveLength(2);
    expect(kept.body.data.warehouse).toMatchObject({ id: warehouse.id });
    const cleared = await client.put(`${base}/suppliers/${supplier.id}`, {
      name: 'Acme Ltd',
      warehouse_id: null,
      shipping_times: [],
    });
    expect(cleared.body.data).toMatchObject({ warehouse: null, shipping_times: [] });
  });

  it('saves a supplier sent back as it was read, shipping times with their ids', async () => {
    const { client, base } = await catalogOrganisation(server);
    const supplier = await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        shipping_times: [
          { type: 'country', code: 'DE', days: 12 },
          { type: 'region', code: 'EU', days: 20 },
        ],
      }),
    );
    const read = (await client.get(`${base}/suppliers/${supplier.id}`)).body.data;
    const saved = await client.put(`${base}/suppliers/${supplier.id}`, {
      ...read,
      shipping_times: read.shipping_times.map((time: { days: number }) => ({ ...time, days: time.days + 1 })),
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.data.shipping_times.map((time: { code: string; days: number }) => [time.code, time.days]),
    ).toEqual([
      ['DE', 13],
      ['EU', 21],
    ]);
    const again = await client.put(`${base}/suppliers/${supplier.id}`, saved.body.data);
    expect(again.status).toBe(200);
  });

  it('keeps names unique on update and refuses a foreign warehouse, changing nothing', async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const theirs = await insertWarehouse(server, other.organisation.id, 'Theirs');
    const acme = await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        shipping_times: [{ type: 'country', code: 'DE', days: 1 }],
      }),
    );
    await created(client.post(`${base}/suppliers`, { name: 'Beta' }));
    const taken = await client.put(`${base}/suppliers/${acme.id}`, { name: 'beta', shipping_times: [] });
    expect(taken.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect(taken.body.code).toBe('suppliers.name_taken');
    const foreign = await client.put(`${base}/suppliers/${acme.id}`, {
      name: 'Acme',
      warehouse_id: theirs.id,
    });
    expect(foreign.body.errors).toEqual({ warehouse_id: ['The selected warehouse id is invalid.'] });
    expect((await client.get(`${base}/suppliers/${acme.id}`)).body.data.shipping_times).toHaveLength(1);
  });

  it('deletes a supplier, leaving its products without a main supplier', async () => {
    const { client, base } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const product = await created(client.post(`${base}/products`, { name: 'Mat', supplier_id: supplier.id }));
    expect((await client.delete(`${base}/suppliers/${supplier.id}`)).status).toBe(204);
    expect((await client.get(`${base}/suppliers/${supplier.id}`)).status).toBe(404);
    expect((await client.get(`${base}/products/${product.id}`)).body.data).toMatchObject({
      supplier_id: null,
      supplier: null,
      suppliers: [],
    });
  });
});

describe('a stored supplier that no longer fits the response schema', () => {
  it('is served and logged with its id, not answered with 500', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Old import' }));
    // What the CSV import let through before it used the JSON API's schema (days over 365).
    await server.ctx.db.insert(supplierShippingTimes).values({
      organisationId: organisation.id,
      supplierId: supplier.id,
      type: 'country',
      code: 'DE',
      days: 999,
    });
    const logged = vi.spyOn(server.ctx.log, 'error');
    try {
      const list = await client.get(`${base}/suppliers`);
      expect(list.status).toBe(200);
      expect(list.body.data[0].shipping_times).toMatchObject([{ code: 'DE', days: 999 }]);
      const shown = await client.get(`${base}/suppliers/${supplier.id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.data.shipping_times).toMatchObject([{ code: 'DE', days: 999 }]);
      expect(logged).toHaveBeenCalledTimes(2);
      expect(logged.mock.calls.map(([fields]) => fields)).toEqual([
        expect.objectContaining({
          recordIds: [supplier.id],
          url: '/api/organisations/:organisation/suppliers',
        }),
        expect.objectContaining({
          recordIds: [supplier.id],
          url: '/api/organisations/:organisation/suppliers/:id',
        }),
      ]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("a supplier's products", () => {
  it('replaces the links, and a product it no longer supplies loses it as main supplier', async () => {
    const { client, base } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const mat = await created(client.post(`${base}/products`, { name: 'Mat', supplier_id: supplier.id }));
    const block = await created(client.post(`${base}/products`, { name: 'Block' }));
    expect((await client.get(`${base}/suppliers/${supplier.id}`)).body.data.product_count).toBe(1);
    const response = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: block.id, production_lead_days: 14 }],
    });
    expect(response.body.data.products).toEqual([
      {
        id: block.id,
        name: 'Block',
        pivot: { buffer_days: 0, production_lead_days: 14, min_order_quantity: null, min_order_value: null },
      },
    ]);
    expect((await client.get(`${base}/products/${mat.id}`)).body.data).toMatchObject({
      supplier_id: null,
      suppliers: [],
    });
    const emptied = await client.put(`${base}/suppliers/${supplier.id}/products`, { products: [] });
    expect(emptied.body.data).toMatchObject({ product_count: 0, products: [] });
  });

  it("refuses another organisation's products, a product twice, and bad lead times", async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const theirs = await created(other.client.post(`${other.base}/products`, { name: 'Theirs' }));
    await client.put(`${base}/suppliers/${supplier.id}/products`, { products: [{ product_id: mat.id }] });
    const response = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: theirs.id }, { product_id: mat.id }, { product_id: mat.id }],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'products.0.product_id': ['The selected product id is invalid.'],
      'products.2.product_id': ['The product is listed twice.'],
    });
    expect(response.body.code).toBe('validation_failed');
    const foreignOnly = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: theirs.id }],
    });
    expect(foreignOnly.body).toMatchObject({
      code: 'suppliers.invalid_product',
      errors: { 'products.0.product_id': ['The selected product id is invalid.'] },
    });
    const twiceOnly = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: mat.id }, { product_id: mat.id }],
    });
    expect(twiceOnly.body).toMatchObject({
      code: 'suppliers.product_listed_twice',
      errors: { 'products.1.product_id': ['The product is listed twice.'] },
    });
    const negative = await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: mat.id, buffer_days: -2 }],
    });
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors)).toEqual(['products.0.buffer_days']);
    expect((await client.get(`${base}/suppliers/${supplier.id}`)).body.data.products).toHaveLength(1);
  });
});

describe('shipping time to a destination', () => {
  it('finds the country, then the region, else 0 days with N/A', async () => {
    const { client, base } = await catalogOrganisation(server);
    const supplier = await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        shipping_times: [
          { type: 'country', code: 'DE', days: 12 },
          { type: 'region', code: 'EU', days: 20 },
        ],
      }),
    );
    const lookup = (query: string) => client.get(`${base}/suppliers/${supplier.id}/shipping-time?${query}`);
    expect((await lookup('country_code=de&region_code=EU')).body).toEqual({
      data: { days: 12, code: 'DE', type: 'country' },
    });
    expect((await lookup('country_code=FR&region_code=eu')).body.data).toEqual({
      days: 20,
      code: 'EU',
      type: 'region',
    });
    expect((await lookup('country_code=US&region_code=NA')).body.data).toEqual({
      days: 0,
      code: 'N/A',
      type: null,
    });
    expect((await lookup('')).body.data).toEqual({ days: 0, code: 'N/A', type: null });
  });
});

describe('the supplier list', () => {
  it('pages, searches and sorts by name, product count and creation', async () => {
    const { client, base } = await catalogOrganisation(server);
    const names = ['beta', 'Alpha', 'Gamma'];
    const suppliers: Record<string, { id: number }> = {};
    for (const name of names) suppliers[name] = await created(client.post(`${base}/suppliers`, { name }));
    for (const name of ['P1', 'P2'])
      await created(client.post(`${base}/products`, { name, supplier_id: suppliers.Gamma?.id }));
    await created(client.post(`${base}/products`, { name: 'P3', supplier_id: suppliers.beta?.id }));
    const list = (query: string) =>
      client
        .get(`${base}/suppliers?${query}`)
        .then((response) => response.body.data.map((row: { name: string }) => row.name));

    const first = await client.get(`${base}/suppliers?per_page=2`);
    expect(first.body.data.map((row: { name: string }) => row.name)).toEqual(['Alpha', 'beta']);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(await list('sort=product_count&sortDesc=true')).toEqual(['Gamma', 'beta', 'Alpha']);
    expect(await list('sort=created_at&sortDesc=true')).toEqual(['Gamma', 'Alpha', 'beta']);
    expect(await list('search=MM')).toEqual(['Gamma']);
    const gamma = (await client.get(`${base}/suppliers?search=gamma`)).body.data[0];
    expect(gamma).toMatchObject({ product_count: 2, shipping_times: [] });
    expect(gamma.products).toBeUndefined();
  });
});

describe('who may see and change suppliers', () => {
  it('hides one organisation’s suppliers from another (404)', async () => {
    const { client, base } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'Secret' }));
    const other = await catalogOrganisation(server);
    expect((await other.client.get(`${base}/suppliers`)).status).toBe(404);
    for (const path of [
      `/suppliers/${supplier.id}`,
      `/suppliers/${supplier.id}/shipping-time?country_code=DE`,
    ])
      expect((await other.client.get(`${other.base}${path}`)).status).toBe(404);
    expect(
      (await other.client.put(`${other.base}/suppliers/${supplier.id}`, { name: 'Stolen' })).status,
    ).toBe(404);
    expect(
      (await other.client.put(`${other.base}/suppliers/${supplier.id}/products`, { products: [] })).status,
    ).toBe(404);
    expect((await other.client.delete(`${other.base}/suppliers/${supplier.id}`)).status).toBe(404);
    expect((await client.get(`${base}/suppliers/${supplier.id}`)).body.data.name).toBe('Secret');
  });

  it('lets viewers read but not write (403)', async () => {
    const { owner, base, members } = await teamWith(server, ['viewer']);
    const supplier = await created(owner.client.post(`${base}/suppliers`, { name: 'Acme' }));
    const viewer = members.viewer?.client;
    if (!viewer) throw new Error('no viewer');
    expect((await viewer.get(`${base}/suppliers`)).status).toBe(200);
    expect((await viewer.get(`${base}/suppliers/${supplier.id}/shipping-time`)).status).toBe(200);
    expect((await viewer.post(`${base}/suppliers`, { name: 'No' })).status).toBe(403);
    expect((await viewer.put(`${base}/suppliers/${supplier.id}`, { name: 'No' })).status).toBe(403);
    expect((await viewer.put(`${base}/suppliers/${supplier.id}/products`, { products: [] })).status).toBe(
      403,
    );
    expect((await viewer.delete(`${base}/suppliers/${supplier.id}`)).status).toBe(403);
  });
});
