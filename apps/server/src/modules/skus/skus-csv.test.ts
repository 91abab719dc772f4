import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  catalogOrganisation,
  created,
  csvFile,
  postCsvBody,
  racingAnInsert,
} from '../../testing/catalog-fixtures.ts';
import { imported, importOutcome } from '../../testing/import-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from './skus.tables.ts';

const server = useTestServer();

const storedSkus = (organisationId: number) =>
  server.ctx.db.select().from(skus).where(eq(skus.organisationId, organisationId)).orderBy(asc(skus.id));

describe('importing SKUs from CSV', () => {
  it('creates and updates SKUs by sku_id, with products by name and COGS', async () => {
    const { client, base } = await catalogOrganisation(server);
    const mat = await created(client.post(`${base}/products`, { name: 'Yoga Mat' }));
    const existing = await created(
      client.post(`${base}/skus`, { sku_id: 'YM-1', name: 'Old name', cogs: '1.00' }),
    );
    const csv = [
      'sku_id,asin,name,product,cogs,cogs_currency,hidden',
      'YM-1,b0abc12345,,yoga mat,4.75,,',
      'YM-2,,Second,Yoga Mat,700,JPY,yes',
      'LOOSE,,,,,,',
    ].join('\n');
    const response = await client.post(`${base}/skus/import`, csvFile(csv));
    expect(await importOutcome(client, base, response)).toEqual(imported(2, 1));
    expect((await client.get(`${base}/skus/${existing.id}`)).body.data).toMatchObject({
      asin: 'B0ABC12345',
      name: null,
      product_id: mat.id,
      cogs: '4.75',
      cogs_currency: 'USD',
      is_hidden: false,
    });
    const list = (await client.get(`${base}/skus`)).body.data;
    expect(list.map((sku: { sku_id: string }) => sku.sku_id)).toEqual(['LOOSE', 'YM-1', 'YM-2']);
    expect(list[2]).toMatchObject({ name: 'Second', cogs: '700', cogs_currency: 'JPY', is_hidden: true });
    expect(list[0]).toMatchObject({ product_id: null, cogs: null, needs_attention: true });
  });

  it('loads COGS alone from a two-column file, keeping everything else', async () => {
    const { client, base } = await catalogOrganisation(server);
    const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const sku = await created(
      client.post(`${base}/skus`, { sku_id: 'S-1', name: 'Kept', product_id: mat.id }),
    );
    const response = await postCsvBody(client, `${base}/skus/import`, 'sku_id,cogs\nS-1,2.20\n');
    expect(await importOutcome(client, base, response)).toEqual(imported(0, 1));
    expect((await client.get(`${base}/skus/${sku.id}`)).body.data).toMatchObject({
      name: 'Kept',
      product_id: mat.id,
      cogs: '2.20',
      needs_attention: false,
    });
  });

  it('writes nothing when a row is bad, and names each bad row and field', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await created(client.post(`${base}/skus`, { sku_id: 'KEEP', cogs: '1.00' }));
    const before = await storedSkus(organisation.id);
    const parse = await client.post(
      `${base}/skus/import`,
      csvFile(['sku_id,asin,hidden', 'NEW-1,,', 'NEW-2,short,', ',,', 'NEW-3,,maybe'].join('\n')),
    );
    expect(parse.status).toBe(422);
    expect(parse.body.errors).toEqual({
      'rows.3.asin': ['The asin must be 10 letters or digits.'],
      'rows.4.sku_id': ['The sku id field is required.'],
      'rows.5.hidden': [expect.any(String)],
    });
    expect(await storedSkus(organisation.id)).toEqual(before);

    const lookups = await client.post(
      `${base}/skus/import`,
      csvFile(
        [
          'sku_id,product,cogs,cogs_currency',
          'KEEP,,9.99,',
          'NEW-1,Nope,,',
          'NEW-2,,1.234,',
          'NEW-1,,,',
        ].join('\n'),
      ),
    );
    expect(lookups.status).toBe(422);
    expect(lookups.body.code).toBe('import_invalid');
    expect(lookups.body.errors).toEqual({
      'rows.3.product': ['No product named "Nope".'],
      'rows.4.cogs': ['The cogs must have at most 2 decimals in USD.'],
      'rows.5.sku_id': ['"NEW-1" is also on row 3.'],
    });
    expect(await storedSkus(organisation.id)).toEqual(before);
  });

  it("does not see another organisation's products or SKUs", async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    await created(other.client.post(`${other.base}/products`, { name: 'Their Mat' }));
    const theirSku = await created(
      other.client.post(`${other.base}/skus`, { sku_id: 'SHARED-ID', cogs: '5.00' }),
    );
    const refused = await client.post(`${base}/skus/import`, csvFile('sku_id,product\nX,Their Mat\n'));
    expect(refused.body.errors).toEqual({ 'rows.2.product': ['No product named "Their Mat".'] });
    // The same sku_id in this organisation is a new SKU of its own; theirs is untouched.
    const mine = await client.post(`${base}/skus/import`, csvFile('sku_id,cogs\nSHARED-ID,1.00\n'));
    expect(await importOutcome(client, base, mine)).toEqual(imported(1, 0));
    expect((await other.client.get(`${other.base}/skus/${theirSku.id}`)).body.data.cogs).toBe('5.00');
    expect(await storedSkus(organisation.id)).toHaveLength(1);
  });

  it('round-trips its own export', async () => {
    const { client, base } = await catalogOrganisation(server);
    const mat = await created(client.post(`${base}/products`, { name: 'Mat, large' }));
    await created(
      client.post(`${base}/skus`, {
        sku_id: 'A',
        asin: 'B000000001',
        name: 'Quoted "name"',
        product_id: mat.id,
        cogs: '1.50',
      }),
    );
    await created(client.post(`${base}/skus`, { sku_id: 'B', is_hidden: true }));
    const exported = (await client.get(`${base}/skus/export.csv`)).body;
    expect(exported).toContain('A,B000000001,"Quoted ""name""","Mat, large",1.50,USD,false,0');
    expect(await importOutcome(client, base, client.post(`${base}/skus/import`, csvFile(exported)))).toEqual(
      imported(0, 2),
    );
    expect((await client.get(`${base}/skus/export.csv`)).body).toBe(exported);
  });

  it('is for members: viewers get 403, outsiders 404', async () => {
    const { base, members } = await teamWith(server, ['viewer']);
    expect((await members.viewer?.client.post(`${base}/skus/import`, csvFile('sku_id\nA\n')))?.status).toBe(
      403,
    );
    const outsider = await catalogOrganisation(server);
    expect((await outsider.client.post(`${base}/skus/import`, csvFile('sku_id\nA\n'))).status).toBe(404);
  });
});

describe.runIf(testDatabaseUrl())('importing SKUs while another request creates one', () => {
  it('updates a sku_id created after the upload was checked instead of writing it twice', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    // The job's insert waits on the other request's uncommitted row, finds it taken, rolls back
    // and is retried, which then updates that row.
    const outcome = await racingAnInsert(server, {
      insert: (tx) => tx.insert(skus).values({ organisationId: organisation.id, skuId: 'RACE-1' }),
      request: () =>
        importOutcome(client, base, client.post(`${base}/skus/import`, csvFile('sku_id\nCALM-1\nRACE-1\n'))),
    });
    expect(outcome).toEqual(imported(1, 1));
    expect((await storedSkus(organisation.id)).map((row) => row.skuId).sort()).toEqual(['CALM-1', 'RACE-1']);
  });
});
