import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  catalogOrganisation,
  created,
  insertSalesChannel,
  insertStock,
  insertWarehouse,
} from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();
const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';

describe('the SKU list', () => {
  async function seeded() {
    const org = await catalogOrganisation(server);
    const { client, base, organisation } = org;
    const us = await insertSalesChannel(server, { organisationId: organisation.id, name: 'US', mwsId: US });
    const de = await insertSalesChannel(server, { organisationId: organisation.id, name: 'DE', mwsId: DE });
    const mat = await created(client.post(`${base}/products`, { name: 'Yoga Mat' }));
    const block = await created(client.post(`${base}/products`, { name: 'Cork Block' }));
    const warehouse = await insertWarehouse(server, organisation.id, 'Main');
    const rows = [
      { sku_id: 'A-1', product_id: mat.id, cogs: '2.00', sales_channel_ids: [us.id], stock: 30 },
      { sku_id: 'B-1', product_id: block.id, asin: 'B0FINDME00', sales_channel_ids: [de.id], stock: 5 },
      { sku_id: 'C-1', name: 'Strap deluxe', sales_channel_ids: [us.id, de.id], stock: 12 },
      { sku_id: 'D-1', is_hidden: true, stock: 0 },
    ];
    const skus: Record<string, { id: number }> = {};
    for (const { stock, ...body } of rows) {
      const sku = await created(client.post(`${base}/skus`, body));
      skus[body.sku_id] = sku;
      if (stock)
        await insertStock(server, {
          organisationId: organisation.id,
          warehouseId: warehouse.id,
          skuId: sku.id,
          quantity: stock,
        });
    }
    return { ...org, us, de, mat, block, skus };
  }
  const ids = (response: { body: { data: { sku_id: string }[] } }) =>
    response.body.data.map((row) => row.sku_id);

  it('pages by sku_id with Laravel meta and the page’s stock and marketplaces', async () => {
    const { client, base, us } = await seeded();
    const first = await client.get(`${base}/skus?per_page=2`);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(['A-1', 'B-1']);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(first.body.data[0]).toMatchObject({
      stock: 30,
      display_name: 'Yoga Mat (A-1)',
      marketplaces: [{ id: us.marketplace?.id, country_code: 'US' }],
    });
    expect(first.body.data[0].warehouses).toBeUndefined();
    const second = await client.get(`${base}/skus?per_page=2&page=2`);
    expect(ids(second)).toEqual(['C-1', 'D-1']);
    expect(second.body.data[0]).toMatchObject({ stock: 12, countries: ['US', 'DE'] });
  });

  it('sorts by stock, product name and COGS', async () => {
    const { client, base } = await seeded();
    expect(ids(await client.get(`${base}/skus?sort=stock&sortDesc=true`))).toEqual([
      'A-1',
      'C-1',
      'B-1',
      'D-1',
    ]);
    expect(ids(await client.get(`${base}/skus?sort=stock`))).toEqual(['D-1', 'B-1', 'C-1', 'A-1']);
    expect(ids(await client.get(`${base}/skus?sort=product_name`))).toEqual(['B-1', 'A-1', 'C-1', 'D-1']);
    expect(ids(await client.get(`${base}/skus?sort=cogs&sortDesc=true`))).toEqual([
      'A-1',
      'D-1',
      'C-1',
      'B-1',
    ]);
    expect(ids(await client.get(`${base}/skus?sort=sku_id&sortDesc=true`))).toEqual([
      'D-1',
      'C-1',
      'B-1',
      'A-1',
    ]);
  });

  it('searches SKU id, ASIN, name and product name', async () => {
    const { client, base } = await seeded();
    expect(ids(await client.get(`${base}/skus?search=c-1`))).toEqual(['C-1']);
    expect(ids(await client.get(`${base}/skus?search=findme`))).toEqual(['B-1']);
    expect(ids(await client.get(`${base}/skus?search=deluxe`))).toEqual(['C-1']);
    expect(ids(await client.get(`${base}/skus?search=yoga`))).toEqual(['A-1']);
    expect((await client.get(`${base}/skus?search=yoga`)).body.meta.total).toBe(1);
    expect(ids(await client.get(`${base}/skus?search=_`))).toEqual([]);
  });

  it('filters by product, mapping, visibility, COGS, attention, marketplace and sales channel', async () => {
    const { client, base, mat, us, de } = await seeded();
    expect(ids(await client.get(`${base}/skus?product_id=${mat.id}`))).toEqual(['A-1']);
    expect(ids(await client.get(`${base}/skus?mapped=true`))).toEqual(['A-1', 'B-1']);
    expect(ids(await client.get(`${base}/skus?mapped=false`))).toEqual(['C-1', 'D-1']);
    expect(ids(await client.get(`${base}/skus?hidden=1`))).toEqual(['D-1']);
    expect(ids(await client.get(`${base}/skus?has_cogs=true`))).toEqual(['A-1']);
    // B-1 lacks COGS, C-1 is unmapped; D-1 is hidden, so it needs nothing.
    expect(ids(await client.get(`${base}/skus?needs_attention=true`))).toEqual(['B-1', 'C-1']);
    expect(ids(await client.get(`${base}/skus?needs_attention=false`))).toEqual(['A-1', 'D-1']);
    expect(ids(await client.get(`${base}/skus?marketplace_id=${de.marketplace?.id}`))).toEqual([
      'B-1',
      'C-1',
    ]);
    expect(ids(await client.get(`${base}/skus?sales_channel_id=${us.id}`))).toEqual(['A-1', 'C-1']);
    const combined = await client.get(
      `${base}/skus?sales_channel_id=${us.id}&needs_attention=true&sort=stock`,
    );
    expect(ids(combined)).toEqual(['C-1']);
    expect(combined.body.meta.total).toBe(1);
  });

  it('counts the whole list on every page, a page past the end included', async () => {
    const { client, base } = await seeded();
    const meta = async (query: string) => (await client.get(`${base}/skus?${query}`)).body.meta;
    // The page's statement carries the total: the kept count unfiltered, the matches filtered.
    expect(await meta('per_page=1&page=2')).toMatchObject({ total: 4, last_page: 4 });
    expect(await meta('per_page=1&page=2&mapped=false')).toMatchObject({ total: 2, last_page: 2 });
    // Past the end no row carries it: a count answers.
    const past = await client.get(`${base}/skus?per_page=1&page=9&mapped=false`);
    expect(past.body).toMatchObject({ data: [], meta: { total: 2, last_page: 2, current_page: 9 } });
    expect(await meta('page=9')).toMatchObject({ total: 4 });
  });

  it('exports what the list selects as CSV', async () => {
    const { client, base } = await seeded();
    const response = await client.get(`${base}/skus/export.csv?mapped=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.body).toBe(
      [
        'sku_id,asin,name,product,cogs,cogs_currency,hidden,stock',
        'A-1,,,Yoga Mat,2.00,USD,false,30',
        'B-1,B0FINDME00,,Cork Block,,USD,false,5',
        '',
      ].join('\n'),
    );
  });

  it('pages deep into the list as near its start: the same rows, in the same order, with the same total', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    // 1,060 SKUs straight in the table (a page past the 1,000th row finds its ids first).
    await server.ctx.db.execute(sql`insert into skus (organisation_id, sku_id, name, cogs, cogs_currency)
      select ${organisation.id}, 'DEEP-' || lpad(n::text, 4, '0'), case when n % 3 = 0 then 'Name ' || (n % 50) end,
        case when n % 2 = 0 then n * 10 end, 'USD'
      from generate_series(1, 1060) as n`);
    const ids = (
      await client.get<{ data: { sku_id: string }[]; meta: { total: number } }>(
        `${base}/skus?per_page=100&page=1`,
      )
    ).body.meta.total;
    expect(ids).toBe(1060);
    // Each order as the list defines it (nulls last, ties by id), straight from the table.
    const orders = {
      'sku_id asc': sql`sku_id asc, id asc`,
      'sku_id desc': sql`sku_id desc, id desc`,
      'name desc': sql`name desc nulls last, id desc`,
      'cogs asc': sql`cogs asc nulls last, id asc`,
    };
    for (const [sort, sortDesc] of [
      ['sku_id', false],
      ['sku_id', true],
      ['name', true],
      ['cogs', false],
    ] as const) {
      const expected = await queryRows<{ sku_id: string }>(
        server.ctx.db,
        sql`select sku_id from skus where organisation_id = ${organisation.id}
            order by ${orders[`${sort} ${sortDesc ? 'desc' : 'asc'}` as keyof typeof orders]} offset 1025 limit 25`,
      );
      const deep = await client.get<{ data: { sku_id: string }[]; meta: { total: number } }>(
        `${base}/skus?per_page=25&page=42&sort=${sort}&sortDesc=${sortDesc}`,
      );
      expect(deep.body.meta.total).toBe(1060);
      expect(
        deep.body.data.map((row) => row.sku_id),
        `${sort} ${sortDesc}`,
      ).toEqual(expected.map((row) => row.sku_id));
    }
  });
});
