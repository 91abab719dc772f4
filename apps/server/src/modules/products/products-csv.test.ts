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
import { products } from './products.tables.ts';

const server = useTestServer();

/** The organisation's product rows as stored, to prove a failed import wrote nothing. */
const storedProducts = (organisationId: number) =>
  server.ctx.db
    .select()
    .from(products)
    .where(eq(products.organisationId, organisationId))
    .orderBy(asc(products.id));

describe('importing products from CSV', () => {
  it('creates new products and updates existing ones by name, case-blind', async () => {
    const { client, base } = await catalogOrganisation(server);
    const acme = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const mat = await created(
      client.post(`${base}/products`, { name: 'Yoga Mat', cogs: '9.00', min_stock: 5 }),
    );
    const csv = [
      'name,cogs,cogs_currency,min_stock,supplier',
      'yoga mat,10.5,,20,acme',
      'Cork Block,1500,JPY,,',
      'Strap,,,,',
    ].join('\n');
    const response = await client.post(`${base}/products/import`, csvFile(csv));
    expect(await importOutcome(client, base, response)).toEqual(imported(2, 1));

    const updated = (await client.get(`${base}/products/${mat.id}`)).body.data;
    expect(updated).toMatchObject({
      name: 'yoga mat',
      cogs: '10.50',
      cogs_currency: 'USD',
      min_stock: 20,
      supplier: { id: acme.id, name: 'Acme' },
    });
    expect(updated.suppliers.map((supplier: { id: number }) => supplier.id)).toEqual([acme.id]);
    const list = (await client.get(`${base}/products?search=o`)).body.data;
    expect(list.find((row: { name: string }) => row.name === 'Cork Block')).toMatchObject({
      cogs: '1500',
      cogs_currency: 'JPY',
      supplier: null,
    });
    const strap = (await client.get(`${base}/products?search=strap`)).body.data[0];
    expect(strap).toMatchObject({ cogs: null, cogs_currency: 'USD', min_stock: null });
  });

  it('keeps stored values for empty cells and clears the supplier for an empty supplier cell', async () => {
    const { client, base } = await catalogOrganisation(server);
    const acme = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    const mat = await created(
      client.post(`${base}/products`, { name: 'Mat', cogs: '3.00', min_stock: 4, supplier_id: acme.id }),
    );
    const response = await client.post(
      `${base}/products/import`,
      csvFile('name,cogs,min_stock,supplier\nMat,,,\n'),
    );
    expect(await importOutcome(client, base, response)).toEqual(imported(0, 1));
    expect((await client.get(`${base}/products/${mat.id}`)).body.data).toMatchObject({
      cogs: '3.00',
      min_stock: 4,
      supplier: null,
    });
  });

  it('accepts the file as a raw text/csv body', async () => {
    const { client, base } = await catalogOrganisation(server);
    const response = await postCsvBody(client, `${base}/products/import`, 'name\nFrom Body\n');
    expect(await importOutcome(client, base, response)).toEqual(imported(1, 0));
  });

  it('writes nothing when one row is bad, and reports every bad row by line and field', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await created(client.post(`${base}/products`, { name: 'Existing', cogs: '1.00' }));
    const before = await storedProducts(organisation.id);
    const csv = [
      'name,cogs,cogs_currency,min_stock,supplier',
      'Existing,2.00,,,',
      'Fine New,3.00,,,',
      'Bad Money,abc,,,',
      ',1.00,,,',
      'Yen,1.5,JPY,,',
      'No Supplier,,,,Nobody Inc',
      'fine new,,,,',
      'Negative,,,-3,',
    ].join('\n');
    const response = await client.post(`${base}/products/import`, csvFile(csv));
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/^The import has errors; nothing was imported\./);
    expect(response.body.code).toBe('import_invalid');
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'rows.4.cogs',
      'rows.5.name',
      'rows.9.min_stock',
    ]);
    expect(await storedProducts(organisation.id)).toEqual(before);

    // Rows that parse are then checked against the organisation's data, still all at once.
    const lookups = [
      'name,cogs,cogs_currency,min_stock,supplier',
      'Fine New,3.00,,,',
      'Yen,1.5,JPY,,',
      'No Supplier,,,,Nobody Inc',
      'fine new,,,,',
    ].join('\n');
    const second = await client.post(`${base}/products/import`, csvFile(lookups));
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('import_invalid');
    expect(second.body.errors).toEqual({
      'rows.3.cogs': ['The cogs must be a whole amount in JPY.'],
      'rows.4.supplier': ['No supplier named "Nobody Inc".'],
      'rows.5.name': ['"fine new" is also on row 2.'],
    });
    expect(await storedProducts(organisation.id)).toEqual(before);
  });

  it('refuses a file without a name column, an empty file or no file', async () => {
    const { client, base } = await catalogOrganisation(server);
    const noName = await client.post(`${base}/products/import`, csvFile('title,cogs\nMat,1\n'));
    expect(noName.status).toBe(422);
    expect(noName.body.errors).toEqual({ file: ['Missing column(s): name.'] });
    expect((await client.post(`${base}/products/import`, csvFile('name\n'))).body.errors).toEqual({
      file: ['The file has no rows.'],
    });
    expect((await client.post(`${base}/products/import`, {})).status).toBe(422);
  });

  it("does not see another organisation's suppliers", async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    await created(other.client.post(`${other.base}/suppliers`, { name: 'Their Supplier' }));
    const response = await client.post(
      `${base}/products/import`,
      csvFile('name,supplier\nMat,Their Supplier\n'),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'rows.2.supplier': ['No supplier named "Their Supplier".'] });
    expect(await storedProducts(organisation.id)).toEqual([]);
  });

  it('exports text that a spreadsheet would run as a formula as plain text, and reads it back', async () => {
    const { client, base } = await catalogOrganisation(server);
    const name = '=HYPERLINK("http://evil.example","Click")';
    await created(client.post(`${base}/products`, { name }));
    await created(client.post(`${base}/products`, { name: '-Minus first' }));
    const exported: string = (await client.get(`${base}/products/export.csv`)).body;
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(exported).toContain("'-Minus first");
    expect(exported).not.toMatch(/^=|,=/m);
    const response = await client.post(`${base}/products/import`, csvFile(exported));
    expect(await importOutcome(client, base, response)).toEqual(imported(0, 2));
    const names = (await client.get(`${base}/products`)).body.data.map(
      (product: { name: string }) => product.name,
    );
    expect(names.sort()).toEqual(['-Minus first', name].sort());
  });

  it('round-trips its own export', async () => {
    const { client, base } = await catalogOrganisation(server);
    const acme = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
    await created(
      client.post(`${base}/products`, { name: 'Mat', cogs: '2.50', supplier_id: acme.id, min_stock: 3 }),
    );
    await created(client.post(`${base}/products`, { name: 'Tea', cogs: '900', cogs_currency: 'JPY' }));
    const exported = (await client.get(`${base}/products/export.csv`)).body;
    const response = await client.post(`${base}/products/import`, csvFile(exported));
    expect(await importOutcome(client, base, response)).toEqual(imported(0, 2));
    expect((await client.get(`${base}/products/export.csv`)).body).toBe(exported);
  });

  it('is for members: viewers get 403, outsiders 404', async () => {
    const { base, members } = await teamWith(server, ['viewer']);
    expect(
      (await members.viewer?.client.post(`${base}/products/import`, csvFile('name\nMat\n')))?.status,
    ).toBe(403);
    const outsider = await catalogOrganisation(server);
    expect((await outsider.client.post(`${base}/products/import`, csvFile('name\nMat\n'))).status).toBe(404);
    expect((await outsider.client.get(`${base}/products/export.csv`)).status).toBe(404);
  });
});

describe.runIf(testDatabaseUrl())('importing products while another request creates one', () => {
  it('updates a name created after the upload was checked instead of writing it twice', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    // The job's insert waits on the other request's uncommitted row, finds it taken, rolls back
    // and is retried, which then updates that row.
    const outcome = await racingAnInsert(server, {
      insert: (tx) => tx.insert(products).values({ organisationId: organisation.id, name: 'Racer' }),
      request: () =>
        importOutcome(client, base, client.post(`${base}/products/import`, csvFile('name\nCalm\nracer\n'))),
    });
    expect(outcome).toEqual(imported(1, 1));
    expect((await storedProducts(organisation.id)).map((row) => row.name).sort()).toEqual(['Calm', 'racer']);
  });
});
