import type { SearchGroup } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { catalogOrganisation, created, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import type { TestResponse } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('the global search', () => {
  async function seeded() {
    const org = await catalogOrganisation(server);
    const { client, base, organisation } = org;
    const mat = await created(client.post(`${base}/products`, { name: 'Bamboo Yoga Mat' }));
    await created(client.post(`${base}/products`, { name: 'Cork Block' }));
    const skus = {
      mat: await created(
        client.post(`${base}/skus`, { sku_id: 'MAT-GREEN', product_id: mat.id, asin: 'B0MATGREEN' }),
      ),
      strap: await created(client.post(`${base}/skus`, { sku_id: 'STRAP-1', name: 'Bamboo strap deluxe' })),
      odd: await created(client.post(`${base}/skus`, { sku_id: 'ODD_100%', is_hidden: true })),
    };
    await created(client.post(`${base}/suppliers`, { name: 'Bamboo Mills Ltd' }));
    const warehouse = await insertWarehouse(server, organisation.id, 'Bamboo Depot');
    return { ...org, mat, skus, warehouse };
  }
  const groupsOf = (response: TestResponse) => response.body.data.groups as SearchGroup[];
  const titles = (response: TestResponse, kind: string) =>
    groupsOf(response)
      .find((group) => group.kind === kind)
      ?.hits.map((hit) => hit.title) ?? [];

  it('finds every kind by part of a name, grouped in the registry’s order, each hit linking to its screen', async () => {
    const { client, base, mat, skus, warehouse } = await seeded();
    const response = await client.get(`${base}/search?query=bamboo`);
    expect(response.status).toBe(200);
    expect(response.body.data.query).toBe('bamboo');
    expect(groupsOf(response).map((group) => group.kind)).toEqual([
      'skus',
      'products',
      'suppliers',
      'warehouses',
    ]);
    const [skuGroup, productGroup, , warehouseGroup] = groupsOf(response);
    expect(skuGroup?.hits).toEqual([
      {
        id: skus.strap.id,
        title: 'STRAP-1',
        subtitle: 'Bamboo strap deluxe',
        // No catalog image yet: it comes from Amazon's catalog in the background.
        image_url: null,
        link: { name: 'skus.show', params: { id: skus.strap.id } },
      },
    ]);
    expect(productGroup?.hits[0]).toEqual({
      id: mat.id,
      title: 'Bamboo Yoga Mat',
      subtitle: '1 SKU',
      link: { name: 'products.show', params: { id: mat.id } },
    });
    expect(productGroup?.all).toEqual({ name: 'products', params: {}, query: { search: 'bamboo' } });
    expect(warehouseGroup?.hits[0]?.link).toEqual({
      name: 'warehouses.show',
      params: { ulid: warehouse.ulid },
    });
  });

  it('finds a SKU by its ASIN, exact matches first, and takes % and _ literally', async () => {
    const { client, base, skus } = await seeded();
    const byAsin = await client.get(`${base}/search?query=b0matgreen`);
    expect(titles(byAsin, 'skus')).toEqual(['MAT-GREEN']);
    expect(groupsOf(byAsin)[0]?.hits[0]?.subtitle).toBe('B0MATGREEN · Bamboo Yoga Mat');
    await created(client.post(`${base}/skus`, { sku_id: 'XMAT-GREEN-2' }));
    await created(client.post(`${base}/skus`, { sku_id: 'AMAT-GREEN' }));
    expect(titles(await client.get(`${base}/search?query=mat-green`), 'skus')).toEqual([
      'MAT-GREEN',
      'AMAT-GREEN',
      'XMAT-GREEN-2',
    ]);
    const literal = await client.get(`${base}/search?query=${encodeURIComponent('_100%')}`);
    expect(groupsOf(literal)[0]?.hits).toEqual([
      expect.objectContaining({ id: skus.odd.id, subtitle: 'hidden' }),
    ]);
    expect(groupsOf(await client.get(`${base}/search?query=${encodeURIComponent('%%')}`))).toEqual([]);
  });

  it('finds the organisation’s fulfillment centers by code', async () => {
    const { client, base } = await seeded();
    const response = await client.get(`${base}/search?query=phx7`);
    expect(titles(response, 'fulfillment-centers')).toContain('PHX7');
  });

  it('shows at most `limit` hits per kind and says there are more', async () => {
    const { client, base } = await seeded();
    for (const n of [1, 2, 3]) await created(client.post(`${base}/skus`, { sku_id: `MANY-${n}` }));
    const response = await client.get(`${base}/search?query=many-&limit=2`);
    expect(groupsOf(response)).toEqual([
      expect.objectContaining({
        kind: 'skus',
        has_more: true,
        hits: [expect.objectContaining({ title: 'MANY-1' }), expect.objectContaining({ title: 'MANY-2' })],
        all: { name: 'skus', params: {}, query: { search: 'many-' } },
      }),
    ]);
    expect(groupsOf(await client.get(`${base}/search?query=many-&limit=3`))[0]?.has_more).toBe(false);
  });

  it('never finds another organisation’s records', async () => {
    const mine = await seeded();
    const theirs = await catalogOrganisation(server);
    await created(theirs.client.post(`${theirs.base}/skus`, { sku_id: 'BAMBOO-THEIRS' }));
    const response = await mine.client.get(`${mine.base}/search?query=bamboo`);
    expect(JSON.stringify(response.body)).not.toContain('THEIRS');
    expect(groupsOf(await theirs.client.get(`${theirs.base}/search?query=strap`))).toEqual([]);
  });

  it('refuses a missing, too short or too long query per field (422)', async () => {
    const { client, base } = await seeded();
    for (const query of ['', '?query=', '?query=%20b%20', `?query=${'x'.repeat(101)}`, '?query=ab&limit=0']) {
      const response = await client.get(`${base}/search${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual([query.includes('limit') ? 'limit' : 'query']);
    }
    expect((await client.get(`${base}/search?query=%20b%20`)).body.errors.query).toEqual([
      'The query field must be at least 2 characters.',
    ]);
  });

  // 5,000 SKUs written and analysed: their triggers' work (events, pending forecasts) took 31 s on
  // a CI machine at a load of 10, past the default 30 s.
  it('is served by the trigram index under row security, with no organisation filter of its own', {
    timeout: 90_000,
  }, async () => {
    const { organisation } = await seeded();
    await server.ctx.db.execute(
      sql`insert into skus (organisation_id, sku_id, name) select ${organisation.id}, 'FILLER-' || n, 'Filler ' || n from generate_series(1, 5000) n`,
    );
    await server.ctx.db.execute(sql`analyze skus`);
    const plan = await inTenant(server.ctx.db, organisation.id, async (tx) => {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from skus where search_text like '%bamboo%'`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on skus_search_text_trgm');
  });
});
