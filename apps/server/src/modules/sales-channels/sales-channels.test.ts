import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedSku } from '../../testing/ledger-fixtures.ts';
import { orderLine, report, uploadForm } from '../../testing/report-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { Json, TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { skuListings } from './sales-channels.tables.ts';

const server = useTestServer();

async function owner() {
  const account = await signUp(server);
  return { ...account, base: `/api/organisations/${account.organisation.ulid}` };
}

async function marketplaceId(client: TestClient, mwsId: string): Promise<number> {
  const reference = await client.get('/api/reference');
  return reference.body.marketplaces.find((m: Json) => m.mws_id === mwsId).id;
}

describe('sales channels', () => {
  it('creates a channel on a marketplace fed by a report source, and shows it', async () => {
    const { client, base } = await owner();
    const source = (await client.post(`${base}/report-sources`, { name: 'NA account', type: 'amazon' })).body
      .data;
    const usId = await marketplaceId(client, 'ATVPDKIKX0DER');
    const created = await client.post(`${base}/sales-channels`, {
      name: 'Amazon US',
      type: 'amazon',
      marketplace_id: usId,
      report_source_id: source.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Amazon US',
      type: 'amazon',
      marketplace: { id: usId, name: 'Amazon.com', mws_id: 'ATVPDKIKX0DER', country_code: 'US' },
      report_sources: [{ id: source.id, name: 'NA account' }],
      sku_count: 0,
      stock: 0,
    });
    const shown = await client.get(`${base}/sales-channels/${created.body.data.id}`);
    expect(shown.body.data).toEqual(created.body.data);
  });

  it('counts listed SKUs and their stock across warehouses; filters by report source; sorts', async () => {
    const { client, base, organisation } = await owner();
    const db = server.ctx.db;
    const source = (await client.post(`${base}/report-sources`, { name: 'Feed', type: 'amazon' })).body.data;
    const big = (
      await client.post(`${base}/sales-channels`, {
        name: 'Big',
        type: 'amazon',
        report_source_id: source.id,
      })
    ).body.data;
    const small = (await client.post(`${base}/sales-channels`, { name: 'Small', type: 'shopify' })).body.data;
    const [one, two, unlisted] = [
      await seedSku(db, organisation.id),
      await seedSku(db, organisation.id),
      await seedSku(db, organisation.id),
    ];
    await db.insert(skuListings).values([
      { organisationId: organisation.id, salesChannelId: big.id, skuId: one.id },
      { organisationId: organisation.id, salesChannelId: big.id, skuId: two.id },
      { organisationId: organisation.id, salesChannelId: small.id, skuId: two.id },
    ]);
    const north = await createWarehouseViaApi(client, base);
    const south = await createWarehouseViaApi(client, base);
    const receipt = (warehouseId: number, skuId: number, quantity: number) => ({
      warehouseId,
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
        receipt(north.id, one.id, 10),
        receipt(south.id, one.id, 5),
        receipt(north.id, two.id, 1),
        receipt(north.id, unlisted.id, 100),
      ],
    });

    const list = await client.get(`${base}/sales-channels?sort=sku_count&sortDesc=true`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: Json) => [c.name, c.sku_count, c.stock])).toEqual([
      ['Big', 2, 16],
      ['Small', 1, 1],
    ]);
    expect(list.body.meta).toEqual({ current_page: 1, per_page: 25, total: 2, last_page: 1 });
    const bySource = await client.get(`${base}/sales-channels?report_source_id=${source.id}`);
    expect(bySource.body.data.map((c: Json) => c.name)).toEqual(['Big']);
    expect(
      (await client.get(`${base}/sales-channels?search=sma`)).body.data.map((c: Json) => c.name),
    ).toEqual(['Small']);
  });

  it('updates name, type and marketplace; report_source_id replaces the link, null removes it', async () => {
    const { client, base } = await owner();
    const [a, b] = [
      (await client.post(`${base}/report-sources`, { name: 'A', type: 'amazon' })).body.data,
      (await client.post(`${base}/report-sources`, { name: 'B', type: 'amazon' })).body.data,
    ];
    const channel = (
      await client.post(`${base}/sales-channels`, { name: 'Shop', type: 'website', report_source_id: a.id })
    ).body.data;
    const deId = await marketplaceId(client, 'A1PA6795UKMFR9');
    const moved = await client.put(`${base}/sales-channels/${channel.id}`, {
      name: 'Amazon DE',
      type: 'amazon',
      marketplace_id: deId,
      report_source_id: b.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      name: 'Amazon DE',
      type: 'amazon',
      report_sources: [{ id: b.id }],
    });
    expect(moved.body.data.marketplace.mws_id).toBe('A1PA6795UKMFR9');
    const kept = await client.put(`${base}/sales-channels/${channel.id}`, {
      name: 'Amazon DE',
      type: 'amazon',
    });
    expect(kept.body.data.report_sources).toEqual([{ id: b.id, name: 'B' }]);
    expect(kept.body.data.marketplace.id).toBe(deId);
    const detached = await client.put(`${base}/sales-channels/${channel.id}`, {
      name: 'Amazon DE',
      type: 'amazon',
      report_source_id: null,
    });
    expect(detached.body.data.report_sources).toEqual([]);
  });

  it('keeps every source of a channel when an update names one of them (the form shows the first)', async () => {
    const { client, base } = await owner();
    const [a, b] = [
      (await client.post(`${base}/report-sources`, { name: 'A', type: 'amazon' })).body.data,
      (await client.post(`${base}/report-sources`, { name: 'B', type: 'amazon' })).body.data,
    ];
    const usId = await marketplaceId(client, 'ATVPDKIKX0DER');
    const channel = (
      await client.post(`${base}/sales-channels`, {
        name: 'Amazon.com',
        type: 'amazon',
        marketplace_id: usId,
        report_source_id: a.id,
      })
    ).body.data;
    // B's upload of Amazon.com orders makes B one of its sources too.
    await client.post(
      `${base}/report-requests`,
      uploadForm(
        {
          report_source_id: String(b.id),
          report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
        },
        report('GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL', [
          orderLine('US-1', 'MUG', { 'sales-channel': 'Amazon.com' }),
        ]),
      ),
    );
    const fed = async () =>
      ((await client.get(`${base}/sales-channels/${channel.id}`)).body.data.report_sources as Json[])
        .map((source) => source.name)
        .sort();
    await expect.poll(fed, { timeout: 20_000 }).toEqual(['A', 'B']);
    const renamed = await client.put(`${base}/sales-channels/${channel.id}`, {
      name: 'Amazon US',
      type: 'amazon',
      marketplace_id: usId,
      report_source_id: a.id,
    });
    expect(renamed.status).toBe(200);
    expect(await fed()).toEqual(['A', 'B']);
  });

  it('validates type, marketplace and report source, including another organisation’s source (422)', async () => {
    const { client, base } = await owner();
    const other = await owner();
    const theirSource = (
      await other.client.post(`${other.base}/report-sources`, { name: 'Theirs', type: 'amazon' })
    ).body.data;
    const response = await client.post(`${base}/sales-channels`, {
      name: 'Bad',
      type: 'amazon',
      marketplace_id: 999_999,
      report_source_id: theirSource.id,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      marketplace_id: ['The selected marketplace is invalid.'],
      report_source_id: ['The selected report source is invalid.'],
    });
    expect(response.body.code).toBe('validation_failed');
    const foreignSource = await client.post(`${base}/sales-channels`, {
      name: 'Bad',
      type: 'amazon',
      report_source_id: theirSource.id,
    });
    expect(foreignSource.body).toEqual({
      message: 'The selected report source is invalid.',
      errors: { report_source_id: ['The selected report source is invalid.'] },
      code: 'sales_channels.invalid_report_source',
    });
    const unknownMarketplace = await client.post(`${base}/sales-channels`, {
      name: 'Bad',
      type: 'amazon',
      marketplace_id: 999_999,
    });
    expect(unknownMarketplace.status).toBe(422);
    expect(unknownMarketplace.body.code).toBe('sales_channels.invalid_marketplace');
    const badType = await client.post(`${base}/sales-channels`, { name: 'Bad', type: 'fax' });
    expect(badType.body.errors).toEqual({ type: ['The selected type is invalid.'] });
    expect((await client.get(`${base}/sales-channels`)).body.data).toEqual([]);
  });

  it('keeps one channel per marketplace: a second one on it is refused (422), by create or update', async () => {
    const { client, base } = await owner();
    const usId = await marketplaceId(client, 'ATVPDKIKX0DER');
    const first = await client.post(`${base}/sales-channels`, {
      name: 'Amazon.com',
      type: 'amazon',
      marketplace_id: usId,
    });
    expect(first.status).toBe(201);
    const second = await client.post(`${base}/sales-channels`, {
      name: 'Amazon US',
      type: 'amazon',
      marketplace_id: usId,
    });
    expect(second.status).toBe(422);
    expect(second.body).toEqual({
      message: 'The marketplace has already been taken.',
      errors: { marketplace_id: ['The marketplace has already been taken.'] },
      code: 'sales_channels.marketplace_taken',
    });
    const shop = (await client.post(`${base}/sales-channels`, { name: 'Shop', type: 'other' })).body.data;
    const moved = await client.put(`${base}/sales-channels/${shop.id}`, {
      name: 'Shop',
      type: 'other',
      marketplace_id: usId,
    });
    expect(moved.status).toBe(422);
    expect(moved.body.code).toBe('sales_channels.marketplace_taken');
    // The channel itself keeps its marketplace when saved again.
    const kept = await client.put(`${base}/sales-channels/${first.body.data.id}`, {
      name: 'Amazon.com',
      type: 'amazon',
      marketplace_id: usId,
    });
    expect(kept.status).toBe(200);
    expect((await client.get(`${base}/sales-channels`)).body.meta.total).toBe(2);
  });

  it('answers 404 for another organisation’s channel; viewers read but cannot write (403)', async () => {
    const { owner: boss, base, members } = await teamWith(server, ['viewer']);
    const stranger = await owner();
    const channel = (await boss.client.post(`${base}/sales-channels`, { name: 'Ours', type: 'amazon' })).body
      .data;
    expect((await stranger.client.get(`${stranger.base}/sales-channels/${channel.id}`)).status).toBe(404);
    const put = await stranger.client.put(`${stranger.base}/sales-channels/${channel.id}`, {
      name: 'X',
      type: 'amazon',
    });
    expect(put.status).toBe(404);
    const viewer = members.viewer?.client;
    if (!viewer) throw new Error('team');
    expect((await viewer.get(`${base}/sales-channels`)).body.data.map((c: Json) => c.name)).toEqual(['Ours']);
    expect((await viewer.get(`${base}/sales-channels/${channel.id}`)).status).toBe(200);
    expect((await viewer.post(`${base}/sales-channels`, { name: 'X', type: 'amazon' })).status).toBe(403);
    expect(
      (await viewer.put(`${base}/sales-channels/${channel.id}`, { name: 'X', type: 'amazon' })).status,
    ).toBe(403);
    expect((await boss.client.get(`${base}/sales-channels/${channel.id}`)).body.data.name).toBe('Ours');
  });

  it('keeps names unique within an organisation, case-blind, also under 20 parallel creates', async () => {
    const { client, base } = await owner();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post(`${base}/sales-channels`, { name: 'Amazon.de', type: 'amazon' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body).toEqual({
        message: 'The name has already been taken.',
        errors: { name: ['The name has already been taken.'] },
        code: 'sales_channels.name_taken',
      });
    expect((await client.get(`${base}/sales-channels`)).body.meta.total).toBe(1);

    const other = (await client.post(`${base}/sales-channels`, { name: 'Shop', type: 'other' })).body.data;
    const renamed = await client.put(`${base}/sales-channels/${other.id}`, {
      name: 'AMAZON.DE',
      type: 'other',
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect(
      (await client.put(`${base}/sales-channels/${other.id}`, { name: 'Shop', type: 'other' })).status,
    ).toBe(200);
    // Another organisation may use the same name.
    const stranger = await owner();
    expect(
      (await stranger.client.post(`${stranger.base}/sales-channels`, { name: 'Amazon.de', type: 'amazon' }))
        .status,
    ).toBe(201);
  });
});
