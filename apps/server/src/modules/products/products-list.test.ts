import { describe, expect, it } from 'vitest';
import {
  catalogOrganisation,
  created,
  insertStock,
  insertWarehouse,
} from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('the product list', () => {
  async function seededCatalog() {
    const org = await catalogOrganisation(server);
    const { client, base, organisation } = org;
    const acme = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const names = ['Banana Stand', 'apple Crate', 'Cherry Box', 'Date Tin'];
    const products: Record<string, { id: number }> = {};
    for (const [index, name] of names.entries())
      products[name] = await created(
        client.post(`${base}/products`, {
          name,
          ...(index % 2 === 0 ? { cogs: `${index + 1}.00`, supplier_id: acme.id } : {}),
        }),
      );
    const warehouse = await insertWarehouse(server, organisation.id, 'Main');
    // Cherry Box: 2 SKUs, 5 units; Date Tin: 1 SKU, 50 units; Banana Stand: 1 SKU, 0 units.
    for (const [skuId, product, quantity] of [
      ['CB-1', 'Cherry Box', 2],
      ['CB-2', 'Cherry Box', 3],
      ['DT-1', 'Date Tin', 50],
      ['BS-1', 'Banana Stand', 0],
    ] as const) {
      const sku = await created(
        client.post(`${base}/skus`, { sku_id: skuId, product_id: products[product]?.id }),
      );
      if (quantity)
        await insertStock(server, {
          organisationId: organisation.id,
          warehouseId: warehouse.id,
          skuId: sku.id,
          quantity,
        });
    }
    return { ...org, acme, products };
  }
  const names = (response: { body: { data: { name: string }[] } }) =>
    response.body.data.map((row) => row.name);

  it('pages with Laravel meta, sorted by name case-blind by default', async () => {
    const { client, base } = await seededCatalog();
    const first = await client.get(`${base}/products?per_page=3`);
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(['apple Crate', 'Banana Stand', 'Cherry Box']);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    const second = await client.get(`${base}/products?per_page=3&page=2`);
    expect(names(second)).toEqual(['Date Tin']);
    expect(second.body.data[0]).toMatchObject({ sku_count: 1, stock: 50 });
    expect(second.body.data[0].skus).toBeUndefined();
    const beyond = await client.get(`${base}/products?per_page=3&page=9`);
    expect(beyond.body).toMatchObject({ data: [], meta: { current_page: 9, total: 4, last_page: 2 } });
  });

  it('sorts by stock, SKU count, COGS and name descending', async () => {
    const { client, base } = await seededCatalog();
    expect(names(await client.get(`${base}/products?sort=stock&sortDesc=true`))).toEqual([
      'Date Tin',
      'Cherry Box',
      'apple Crate',
      'Banana Stand',
    ]);
    expect(names(await client.get(`${base}/products?sort=sku_count&sortDesc=1`)).slice(0, 1)).toEqual([
      'Cherry Box',
    ]);
    // Nulls last either way.
    expect(names(await client.get(`${base}/products?sort=cogs`))).toEqual([
      'Banana Stand',
      'Cherry Box',
      'apple Crate',
      'Date Tin',
    ]);
    expect(names(await client.get(`${base}/products?sort=name&sortDesc=true`))).toEqual([
      'Date Tin',
      'Cherry Box',
      'Banana Stand',
      'apple Crate',
    ]);
  });

  it('filters by search, supplier and COGS', async () => {
    const { client, base, acme } = await seededCatalog();
    expect(names(await client.get(`${base}/products?search=an`))).toEqual(['Banana Stand']);
    expect(names(await client.get(`${base}/products?search=BOX`))).toEqual(['Cherry Box']);
    expect(names(await client.get(`${base}/products?search=%25`))).toEqual([]);
    expect(names(await client.get(`${base}/products?supplier_id=${acme.id}`))).toEqual([
      'Banana Stand',
      'Cherry Box',
    ]);
    expect(names(await client.get(`${base}/products?has_cogs=false`))).toEqual(['apple Crate', 'Date Tin']);
    expect(names(await client.get(`${base}/products?has_cogs=true&search=cherry`))).toEqual(['Cherry Box']);
  });

  it('refuses an unknown sort or a page size over the limit', async () => {
    const { client, base } = await catalogOrganisation(server);
    expect((await client.get(`${base}/products?sort=password`)).status).toBe(422);
    expect((await client.get(`${base}/products?per_page=501`)).status).toBe(422);
  });

  it('exports what the list selects as CSV', async () => {
    const { client, base, acme, products } = await seededCatalog();
    const response = await client.get(
      `${base}/products/export.csv?supplier_id=${acme.id}&sort=stock&sortDesc=true`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('products.csv');
    expect(response.body).toBe(
      [
        'id,name,cogs,cogs_currency,min_stock,supplier,sku_count,stock',
        `${products['Cherry Box']?.id},Cherry Box,3.00,USD,,Acme,2,5`,
        `${products['Banana Stand']?.id},Banana Stand,1.00,USD,,Acme,1,0`,
        '',
      ].join('\n'),
    );
  });
});
