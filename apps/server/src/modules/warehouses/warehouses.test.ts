import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { Json } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';

const server = useTestServer();

async function owner() {
  const account = await signUp(server);
  return { ...account, base: `/api/organisations/${account.organisation.ulid}` };
}

async function countryIds(client: Awaited<ReturnType<typeof owner>>['client'], ...codes: string[]) {
  const reference = await client.get('/api/reference');
  return codes.map(
    (code) => reference.body.countries.find((country: Json) => country.country_code === code).id,
  );
}

describe('creating and showing warehouses', () => {
  it('creates a warehouse with a ulid, its countries and its report source, and shows it by ulid', async () => {
    const { client, base } = await owner();
    const source = await client.post(`${base}/report-sources`, { name: 'Seller Central', type: 'amazon' });
    const [us, ca] = await countryIds(client, 'US', 'CA');
    const created = await client.post(`${base}/warehouses`, {
      name: 'Main 3PL',
      foreign_id: 'TPL-1',
      report_source_id: source.body.data.id,
      country_ids: [us, ca],
      is_distribution_center: true,
    });
    expect(created.status).toBe(201);
    const warehouse = created.body.data;
    expect(warehouse.ulid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(warehouse).toMatchObject({
      name: 'Main 3PL',
      foreign_id: 'TPL-1',
      report_source: { id: source.body.data.id, name: 'Seller Central' },
      is_distribution_center: true,
      is_fulfillment_center: false,
      stock: 0,
      sku_count: 0,
    });
    expect(warehouse.countries.map((country: Json) => country.country_code).sort()).toEqual(['CA', 'US']);

    const shown = await client.get(`${base}/warehouses/${warehouse.ulid}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(warehouse);
    // The ulid is matched whatever its case.
    expect((await client.get(`${base}/warehouses/${warehouse.ulid.toLowerCase()}`)).status).toBe(200);
  });

  it('refuses a missing name, a taken name (any case), a foreign report source and unknown countries', async () => {
    const { client, base } = await owner();
    const other = await owner();
    const theirSource = await other.client.post(`${other.base}/report-sources`, {
      name: 'Theirs',
      type: 'amazon',
    });
    expect((await client.post(`${base}/warehouses`, {})).body.errors.name).toEqual([
      'The name field is required.',
    ]);
    await client.post(`${base}/warehouses`, { name: 'Berlin' });
    const [us] = await countryIds(client, 'US');
    const response = await client.post(`${base}/warehouses`, {
      name: 'BERLIN',
      report_source_id: theirSource.body.data.id,
      country_ids: [us, 999_999],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      name: ['The name has already been taken.'],
      report_source_id: ['The selected report source is invalid.'],
      'country_ids.1': ['The selected country is invalid.'],
    });
    expect(response.body.code).toBe('validation_failed');
    const foreignSource = await client.post(`${base}/warehouses`, {
      name: 'Hamburg',
      report_source_id: theirSource.body.data.id,
    });
    expect(foreignSource.body).toEqual({
      message: 'The selected report source is invalid.',
      errors: { report_source_id: ['The selected report source is invalid.'] },
      code: 'warehouses.invalid_report_source',
    });
    const unknownCountry = await client.post(`${base}/warehouses`, {
      name: 'Hamburg',
      country_ids: [999_999],
    });
    expect(unknownCountry.body.errors).toEqual({ 'country_ids.0': ['The selected country is invalid.'] });
    expect(unknownCountry.body.code).toBe('warehouses.invalid_country');
    // The same name is free in another organisation.
    expect((await other.client.post(`${other.base}/warehouses`, { name: 'Berlin' })).status).toBe(201);
  });
});

describe('listing warehouses', () => {
  it('paginates, searches and sorts by stock and SKU count from warehouse_stock', async () => {
    const { client, base, organisation } = await owner();
    const db = server.ctx.db;
    const names = ['Alpha', 'Bravo', 'Charlie'];
    const warehouses: Json[] = [];
    for (const name of names) warehouses.push((await client.post(`${base}/warehouses`, { name })).body.data);
    const [a, b, c] = [
      await seedSku(db, organisation.id),
      await seedSku(db, organisation.id),
      await seedSku(db, organisation.id),
    ];
    const receipt = (warehouse: Json, skuId: number, quantity: number) => ({
      warehouseId: warehouse.id,
      skuId,
      type: 'receipt' as const,
      quantity,
      occurredAt: new Date(),
      sourceType: 'test',
    });
    await recordMovements({
      db,
      organisationId: organisation.id,
      movements: [
        receipt(warehouses[0], a.id, 5),
        receipt(warehouses[1], a.id, 50),
        receipt(warehouses[2], a.id, 2),
        receipt(warehouses[2], b.id, 2),
        receipt(warehouses[2], c.id, 2),
        { ...receipt(warehouses[2], c.id, -2), type: 'sale' },
      ],
    });

    const byStock = await client.get(`${base}/warehouses?sort=stock&sortDesc=true`);
    expect(byStock.body.data.map((w: Json) => [w.name, w.stock, w.sku_count])).toEqual([
      ['Bravo', 50, 1],
      ['Alpha', 5, 1],
      // SKU c came and went: it counts for stock rows but not for SKUs in stock.
      ['Charlie', 4, 2],
    ]);
    const bySkus = await client.get(`${base}/warehouses?sort=sku_count&sortDesc=true`);
    expect(bySkus.body.data[0].name).toBe('Charlie');

    const page = await client.get(`${base}/warehouses?per_page=2&page=2`);
    expect(page.body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page.body.data.map((w: Json) => w.name)).toEqual(['Charlie']);

    const search = await client.get(`${base}/warehouses?search=rav`);
    expect(search.body.data.map((w: Json) => w.name)).toEqual(['Bravo']);
    expect((await client.get(`${base}/warehouses?sort=colour`)).status).toBe(422);
  });

  it('shows only the organisation’s own warehouses', async () => {
    const mine = await owner();
    const theirs = await owner();
    await theirs.client.post(`${theirs.base}/warehouses`, { name: 'Not yours' });
    expect((await mine.client.get(`${mine.base}/warehouses`)).body.data).toEqual([]);
  });
});

describe('updating and deleting warehouses', () => {
  it('updates fields, replaces countries as a set and keeps what was left out', async () => {
    const { client, base } = await owner();
    const [us, ca, mx] = await countryIds(client, 'US', 'CA', 'MX');
    const created = (
      await client.post(`${base}/warehouses`, { name: 'Dallas', foreign_id: 'DAL', country_ids: [us, ca] })
    ).body.data;
    const updated = await client.put(`${base}/warehouses/${created.ulid}`, {
      name: 'Dallas North',
      country_ids: [mx, ca],
      is_fulfillment_center: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Dallas North',
      foreign_id: 'DAL',
      is_fulfillment_center: true,
    });
    expect(updated.body.data.countries.map((country: Json) => country.country_code).sort()).toEqual([
      'CA',
      'MX',
    ]);
    const kept = await client.put(`${base}/warehouses/${created.ulid}`, { name: 'Dallas North' });
    expect(kept.body.data.countries).toHaveLength(2);
    const cleared = await client.put(`${base}/warehouses/${created.ulid}`, {
      name: 'Dallas',
      country_ids: [],
    });
    expect(cleared.body.data.countries).toEqual([]);
  });

  it('lets a warehouse keep its own name but not take another’s', async () => {
    const { client, base } = await owner();
    const one = (await client.post(`${base}/warehouses`, { name: 'One' })).body.data;
    await client.post(`${base}/warehouses`, { name: 'Two' });
    expect((await client.put(`${base}/warehouses/${one.ulid}`, { name: 'one' })).status).toBe(200);
    const taken = await client.put(`${base}/warehouses/${one.ulid}`, { name: 'TWO' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name).toEqual(['The name has already been taken.']);
    expect(taken.body.code).toBe('warehouses.name_taken');
  });

  it('deletes a warehouse without history and refuses one with stock movements', async () => {
    const { client, base, organisation } = await owner();
    const empty = (await client.post(`${base}/warehouses`, { name: 'Empty' })).body.data;
    expect((await client.delete(`${base}/warehouses/${empty.ulid}`)).status).toBe(204);
    expect((await client.get(`${base}/warehouses/${empty.ulid}`)).status).toBe(404);

    const used = (await client.post(`${base}/warehouses`, { name: 'Used' })).body.data;
    const sku = await seedSku(server.ctx.db, organisation.id);
    expect(
      (
        await client.post(`${base}/warehouses/${used.ulid}/adjustments`, {
          sku_id: sku.id,
          quantity: 1,
          reason: 'count',
        })
      ).status,
    ).toBe(201);
    const refused = await client.delete(`${base}/warehouses/${used.ulid}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This warehouse has stock history.');
    expect(refused.body.code).toBe('warehouses.has_history');
    expect((await client.get(`${base}/warehouses/${used.ulid}`)).status).toBe(200);
  });
});

describe('who may do what', () => {
  it('answers 404 for another organisation’s warehouse, on every route', async () => {
    const mine = await owner();
    const theirs = await owner();
    const warehouse = (await theirs.client.post(`${theirs.base}/warehouses`, { name: 'Theirs' })).body.data;
    const path = `${mine.base}/warehouses/${warehouse.ulid}`;
    expect((await mine.client.get(path)).status).toBe(404);
    expect((await mine.client.put(path, { name: 'Stolen' })).status).toBe(404);
    expect((await mine.client.delete(path)).status).toBe(404);
    expect((await mine.client.get(`${path}/stock`)).status).toBe(404);
    expect((await mine.client.get(`${path}/movements`)).status).toBe(404);
    expect((await mine.client.get(`${path}/transfers`)).status).toBe(404);
    expect(
      (await mine.client.post(`${path}/adjustments`, { sku_id: 1, quantity: 1, reason: 'x' })).status,
    ).toBe(404);
    expect((await mine.client.get(`${mine.base}/warehouses/01HZZZZZZZZZZZZZZZZZZZZZZZ`)).status).toBe(404);
    // Outsiders do not even learn the organisation exists.
    expect((await mine.client.get(`${theirs.base}/warehouses`)).status).toBe(404);
    expect((await theirs.client.get(`${theirs.base}/warehouses/${warehouse.ulid}`)).body.data.name).toBe(
      'Theirs',
    );
  });

  it('lets viewers read but not write (403); members write', async () => {
    const { owner: boss, base, members } = await teamWith(server, ['viewer', 'member']);
    const warehouse = (await boss.client.post(`${base}/warehouses`, { name: 'Shared' })).body.data;
    const viewer = members.viewer?.client;
    const member = members.member?.client;
    if (!viewer || !member) throw new Error('team');
    expect((await viewer.get(`${base}/warehouses`)).status).toBe(200);
    expect((await viewer.get(`${base}/warehouses/${warehouse.ulid}`)).status).toBe(200);
    expect((await viewer.post(`${base}/warehouses`, { name: 'No' })).status).toBe(403);
    expect((await viewer.put(`${base}/warehouses/${warehouse.ulid}`, { name: 'No' })).status).toBe(403);
    expect((await viewer.delete(`${base}/warehouses/${warehouse.ulid}`)).status).toBe(403);
    expect(
      (
        await viewer.post(`${base}/warehouses/${warehouse.ulid}/adjustments`, {
          sku_id: 1,
          quantity: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await member.post(`${base}/warehouses`, { name: 'Member made' })).status).toBe(201);
    expect((await member.put(`${base}/warehouses/${warehouse.ulid}`, { name: 'Renamed' })).status).toBe(200);
  });
});
