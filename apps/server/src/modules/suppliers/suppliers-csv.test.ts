import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  catalogOrganisation,
  created,
  csvFile,
  insertWarehouse,
  racingAnInsert,
} from '../../testing/catalog-fixtures.ts';
import { imported, importOutcome } from '../../testing/import-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { supplierShippingTimes, suppliers } from './suppliers.tables.ts';

const server = useTestServer();

async function storedSuppliers(organisationId: number) {
  const db = server.ctx.db;
  return {
    suppliers: await db
      .select()
      .from(suppliers)
      .where(eq(suppliers.organisationId, organisationId))
      .orderBy(asc(suppliers.id)),
    times: await db
      .select()
      .from(supplierShippingTimes)
      .where(eq(supplierShippingTimes.organisationId, organisationId))
      .orderBy(asc(supplierShippingTimes.id)),
  };
}

describe('suppliers as CSV', () => {
  it('exports name, warehouse, currency and shipping times as "DE:12;EU:20"', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const warehouse = await insertWarehouse(server, organisation.id, 'Ningbo hub');
    await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        warehouse_id: warehouse.id,
        currency: 'CNY',
        shipping_times: [
          { type: 'region', code: 'EU', days: 20 },
          { type: 'country', code: 'DE', days: 12 },
        ],
      }),
    );
    await created(client.post(`${base}/suppliers`, { name: 'Beta' }));
    const response = await client.get(`${base}/suppliers/export.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.body).toBe(
      ['name,warehouse,currency,shipping_times', 'Acme,Ningbo hub,CNY,DE:12;EU:20', 'Beta,,,', ''].join('\n'),
    );
    expect((await client.get(`${base}/suppliers/export.csv?search=bet`)).body).toBe(
      'name,warehouse,currency,shipping_times\nBeta,,,\n',
    );
  });

  it('imports: creates, updates by name and replaces shipping times; a missing column keeps them', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await insertWarehouse(server, organisation.id, 'Main');
    const acme = await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        shipping_times: [{ type: 'country', code: 'US', days: 30 }],
      }),
    );
    const csv = ['name,warehouse,shipping_times', 'ACME,main,DE:12;eu:20', 'Beta,,NA:35'].join('\n');
    const response = await client.post(`${base}/suppliers/import`, csvFile(csv));
    expect(await importOutcome(client, base, response)).toEqual(imported(1, 1));
    const shown = (await client.get(`${base}/suppliers/${acme.id}`)).body.data;
    expect(shown).toMatchObject({ name: 'ACME', warehouse: { name: 'Main' } });
    expect(
      shown.shipping_times.map(
        (time: { type: string; code: string; days: number }) => `${time.type}:${time.code}:${time.days}`,
      ),
    ).toEqual(['country:DE:12', 'region:EU:20']);
    const beta = (await client.get(`${base}/suppliers?search=beta`)).body.data[0];
    expect(beta).toMatchObject({
      warehouse: null,
      shipping_times: [{ type: 'region', code: 'NA', days: 35 }],
    });

    expect(
      await importOutcome(client, base, client.post(`${base}/suppliers/import`, csvFile('name\nBeta\n'))),
    ).toEqual(imported(0, 1));
    expect((await client.get(`${base}/suppliers/${beta.id}`)).body.data.shipping_times).toHaveLength(1);
    await importOutcome(
      client,
      base,
      client.post(`${base}/suppliers/import`, csvFile('name,shipping_times\nBeta,\n')),
    );
    expect((await client.get(`${base}/suppliers/${beta.id}`)).body.data.shipping_times).toEqual([]);
  });

  it('imports currencies: sets them, keeps one for an empty cell, re-expresses minimum order values', async () => {
    const { client, base } = await catalogOrganisation(server);
    const acme = await created(client.post(`${base}/suppliers`, { name: 'Acme', currency: 'USD' }));
    const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
    await client.put(`${base}/suppliers/${acme.id}/products`, {
      products: [{ product_id: mat.id, min_order_value: '500' }],
    });
    const csv = ['name,currency', 'acme,jpy', 'Beta,EUR', 'Gamma,'].join('\n');
    const response = await client.post(`${base}/suppliers/import`, csvFile(csv));
    expect(await importOutcome(client, base, response)).toEqual(imported(2, 1));
    const shown = (await client.get(`${base}/suppliers/${acme.id}`)).body.data;
    expect(shown.currency).toBe('JPY');
    expect(shown.products[0].pivot.min_order_value).toBe('500');
    const list = (await client.get(`${base}/suppliers?sort=name`)).body.data;
    expect(list.map((row: { name: string; currency: string | null }) => [row.name, row.currency])).toEqual([
      ['acme', 'JPY'],
      ['Beta', 'EUR'],
      ['Gamma', null],
    ]);
    await importOutcome(
      client,
      base,
      client.post(`${base}/suppliers/import`, csvFile('name,currency\nBeta,\n')),
    );
    expect((await client.get(`${base}/suppliers?search=beta`)).body.data[0].currency).toBe('EUR');
  });

  it('refuses a currency that is none, or one that cannot hold a minimum order value, writing nothing', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const acme = await created(client.post(`${base}/suppliers`, { name: 'Acme', currency: 'USD' }));
    const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
    await client.put(`${base}/suppliers/${acme.id}/products`, {
      products: [{ product_id: mat.id, min_order_value: '12.50' }],
    });
    const before = await storedSuppliers(organisation.id);
    const parse = await client.post(
      `${base}/suppliers/import`,
      csvFile(['name,currency', 'Acme,EUR', 'New,ABC', 'Other,EURO'].join('\n')),
    );
    expect(parse.status).toBe(422);
    expect(parse.body.errors).toEqual({
      'rows.3.currency': ['The currency must be a known currency code such as USD.'],
      'rows.4.currency': ['The currency must be a three-letter currency code such as USD.'],
    });
    const unfit = await client.post(
      `${base}/suppliers/import`,
      csvFile(['name,currency', 'New,EUR', 'ACME,JPY'].join('\n')),
    );
    expect(unfit.status).toBe(422);
    expect(unfit.body.errors).toEqual({
      'rows.3.currency': ["A product's min order value of 12.50 cannot be written in JPY; change it first."],
    });
    expect(await storedSuppliers(organisation.id)).toEqual(before);
    expect(
      (await client.get(`${base}/suppliers/${acme.id}`)).body.data.products[0].pivot.min_order_value,
    ).toBe('12.50');
  });

  it('writes nothing when a row is bad, and names each bad row and field', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    // Matched case-blind: "TWIN" on row 4 is this warehouse.
    await insertWarehouse(server, organisation.id, 'Twin');
    await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        shipping_times: [{ type: 'country', code: 'DE', days: 9 }],
      }),
    );
    const before = await storedSuppliers(organisation.id);
    const parse = await client.post(
      `${base}/suppliers/import`,
      csvFile(
        [
          'name,warehouse,shipping_times',
          'Acme,,DE:1',
          'Fine,,EU:10',
          'Broken,,DE=12',
          'Twice,,DE:1;de:2',
          'Slow,,DE:999',
        ].join('\n'),
      ),
    );
    expect(parse.status).toBe(422);
    expect(parse.body.errors).toEqual({
      'rows.4.shipping_times': ['"DE=12" is not CODE:DAYS (e.g. DE:12).'],
      'rows.5.shipping_times': ['DE is listed twice.'],
      'rows.6.shipping_times': ['The days must not be greater than 365.'],
    });
    expect(await storedSuppliers(organisation.id)).toEqual(before);

    const lookups = await client.post(
      `${base}/suppliers/import`,
      csvFile(
        ['name,warehouse,shipping_times', 'Acme,,DE:1', 'New,Nowhere,', 'Other,TWIN,', 'acme,,'].join('\n'),
      ),
    );
    expect(lookups.status).toBe(422);
    expect(lookups.body.code).toBe('import_invalid');
    expect(lookups.body.errors).toEqual({
      'rows.3.warehouse': ['No warehouse named "Nowhere".'],
      'rows.5.name': ['"acme" is also on row 2.'],
    });
    expect(await storedSuppliers(organisation.id)).toEqual(before);
  });

  it("does not see another organisation's warehouses", async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    await insertWarehouse(server, other.organisation.id, 'Their hub');
    const response = await client.post(
      `${base}/suppliers/import`,
      csvFile('name,warehouse\nAcme,Their hub\n'),
    );
    expect(response.body.errors).toEqual({ 'rows.2.warehouse': ['No warehouse named "Their hub".'] });
    expect((await storedSuppliers(organisation.id)).suppliers).toEqual([]);
  });

  it('is for members: viewers get 403, outsiders 404', async () => {
    const { base, members } = await teamWith(server, ['viewer']);
    expect((await members.viewer?.client.get(`${base}/suppliers/export.csv`))?.status).toBe(200);
    expect(
      (await members.viewer?.client.post(`${base}/suppliers/import`, csvFile('name\nA\n')))?.status,
    ).toBe(403);
    const outsider = await catalogOrganisation(server);
    expect((await outsider.client.post(`${base}/suppliers/import`, csvFile('name\nA\n'))).status).toBe(404);
    expect((await outsider.client.get(`${base}/suppliers/export.csv`)).status).toBe(404);
  });
});

describe.runIf(testDatabaseUrl())('importing suppliers while another request creates one', () => {
  it('updates a name created after the upload was checked instead of writing it twice', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    // The job's insert waits on the other request's uncommitted row, finds it taken, rolls back
    // and is retried, which then updates that row.
    const outcome = await racingAnInsert(server, {
      insert: (tx) => tx.insert(suppliers).values({ organisationId: organisation.id, name: 'Racer' }),
      request: () =>
        importOutcome(client, base, client.post(`${base}/suppliers/import`, csvFile('name\nCalm\nracer\n'))),
    });
    expect(outcome).toEqual(imported(1, 1));
    expect((await storedSuppliers(organisation.id)).suppliers.map((row) => row.name).sort()).toEqual([
      'Calm',
      'racer',
    ]);
  });
});
