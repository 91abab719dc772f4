import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../lib/nul.ts';
import { catalogOrganisation, created, csvFile } from '../testing/catalog-fixtures.ts';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer();

const refused = (field: string) => ({
  message: NUL_MESSAGE,
  errors: { [field]: [NUL_MESSAGE] },
  code: 'validation_failed',
});

describe('a NUL byte anywhere in a request', () => {
  it('is refused with 422 on its field in JSON bodies at any depth, for every resource', async () => {
    const { client, base } = await catalogOrganisation(server);
    for (const resource of [
      'products',
      'suppliers',
      'warehouses',
      'fulfillment-centers',
      'report-sources',
      'sales-channels',
    ]) {
      const response = await client.post(`${base}/${resource}`, { name: 'Bad\u0000name' });
      expect(response.status, resource).toBe(422);
      expect(response.body, resource).toEqual(refused('name'));
    }
    const deep = await client.post(`${base}/suppliers`, {
      name: 'Acme',
      shipping_times: [{ type: 'country', code: 'D\u0000E', days: 3 }],
    });
    expect(deep.body).toEqual(refused('shipping_times.0.code'));
    const sku = await client.post(`${base}/skus`, { sku_id: 'A-1', name: '\u0000' });
    expect(sku.body).toEqual(refused('name'));
    expect((await client.get(`${base}/products`)).body.data).toEqual([]);
    const organisation = await client.post(`${base}/`, { name: 'Org\u0000' });
    expect(organisation.status).toBe(422);
    expect(organisation.body).toEqual(refused('name'));
  });

  it('is refused in query strings and path segments', async () => {
    const { client, base } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    expect((await client.get(`${base}/products?search=a%00b`)).body).toEqual(refused('search'));
    expect((await client.get(`${base}/products/${product.id}%00`)).body).toEqual(refused('id'));
    expect((await client.get(`${base}%00/products`)).body).toEqual(refused('organisation'));
  });

  it('is refused in multipart fields and CSV cells', async () => {
    const { client, base } = await catalogOrganisation(server);
    const form = new FormData();
    form.append('name', 'New\u0000name');
    const organisation = await client.post(`${base}/`, form);
    expect(organisation.status).toBe(422);
    expect(organisation.body).toEqual(refused('name'));

    const imported = await client.post(
      `${base}/products/import`,
      csvFile('name,cogs\nFine,1.00\nBad\u0000,2.00\n'),
    );
    expect(imported.status).toBe(422);
    expect(imported.body.errors).toEqual({ 'rows.3.name': [NUL_MESSAGE] });
    expect((await client.get(`${base}/products`)).body.data).toEqual([]);
  });
});
