import { sql } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedSku } from '../../testing/ledger-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { sweepEmptyDrafts } from './transfers.jobs.ts';
import { transfers } from './transfers.tables.ts';

// Issue 28: "New transfer" used to create an empty draft at once, so every abandoned attempt and
// every refused first save left a draft with nothing in it in the list and the sidebar's count.
const server = useTestServer();
const nextUlid = monotonicFactory();
const newUlid = () => nextUlid().toLowerCase();

/** What the organisation holds of transfers, read from the tables themselves (not through a list). */
async function stored(organisationId: number) {
  const [row] = await queryRows<{ transfers: number; events: number; items: number }>(
    server.ctx.db,
    sql`select
      (select count(*)::int from transfers where organisation_id = ${organisationId}) as transfers,
      (select count(*)::int from transfer_events where organisation_id = ${organisationId}) as events,
      (select count(*)::int from transfer_items where organisation_id = ${organisationId}) as items`,
  );
  return row;
}

async function draftsBadge(client: TestClient, base: string): Promise<number> {
  const counts = await client.get(`${base}/counts`);
  expect(counts.status).toBe(200);
  return counts.body.transfers.drafts;
}

describe('transfers: a draft with nothing in it is not a transfer', () => {
  it('a refused first save writes nothing: no transfer, no item, no timeline, no draft in the sidebar', async () => {
    const { client, organisation } = await signUp(server, { name: 'Shipper' });
    const base = `/api/organisations/${organisation.ulid}`;
    const hub = await createWarehouseViaApi(client, base, { name: 'Hub' });
    const shop = await createWarehouseViaApi(client, base, { name: 'Shop' });
    const sku = await seedSku(server.ctx.db, organisation.id, { skuId: 'MUG-1' });

    // Nothing at all, or only what every transfer has by default: refused, on the name.
    for (const body of [
      {},
      { name: '   ', from: '', outgoing_warehouse_id: null, items: [] },
      { shipping_days: 7, shipping_cost_currency: 'EUR', auto_import: false, status: 'DRAFT' },
    ]) {
      const response = await client.post(`${base}/transfers`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.code, JSON.stringify(body)).toBe('transfers.empty');
      expect(Object.keys(response.body.errors)).toEqual(['name']);
    }
    // A first save with something in it, refused for what it says (quantity −3, an origin that is
    // also the destination, a SKU of nobody's): nothing either.
    const item = { ulid: newUlid(), sku_id: sku.id, quantity_shipped: 4 };
    for (const body of [
      { name: 'Restock shop', items: [{ ...item, quantity_shipped: -3 }] },
      { name: 'Restock shop', outgoing_warehouse_id: hub.id, destination_warehouse_id: hub.id },
      { name: 'Restock shop', items: [{ ...item, sku_id: 999_999 }] },
    ]) {
      const response = await client.post(`${base}/transfers`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect(await stored(organisation.id)).toEqual({ transfers: 0, events: 0, items: 0 });
    expect((await client.get(`${base}/transfers`)).body.meta.total).toBe(0);
    expect(await draftsBadge(client, base)).toBe(0);

    // The first save that passes is the transfer, with everything it said.
    const created = await client.post(`${base}/transfers`, {
      name: 'Restock shop',
      outgoing_warehouse_id: hub.id,
      destination_warehouse_id: shop.id,
      items: [item],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Restock shop', status: 'DRAFT', item_count: 1 });
    expect(await stored(organisation.id)).toEqual({ transfers: 1, events: 1, items: 1 });
    expect(await draftsBadge(client, base)).toBe(1);

    // Any one thing is something: a name alone, a warehouse alone, a tracking number alone.
    for (const body of [{ name: 'Later' }, { destination_warehouse_id: shop.id }, { tracking_number: '1Z9' }])
      expect((await client.post(`${base}/transfers`, body)).status, JSON.stringify(body)).toBe(201);
  });

  it('a draft is not emptied by a save: clearing everything is refused and changes nothing', async () => {
    const { client, organisation } = await signUp(server, { name: 'Shipper' });
    const base = `/api/organisations/${organisation.ulid}`;
    const sku = await seedSku(server.ctx.db, organisation.id, { skuId: 'MUG-1' });
    const item = { ulid: newUlid(), sku_id: sku.id, quantity_shipped: 4 };
    const created = await client.post(`${base}/transfers`, { name: 'Restock', items: [item] });
    expect(created.status).toBe(201);
    const path = `${base}/transfers/${created.body.data.id}`;

    const emptied = await client.put(path, { name: null, items: [] });
    expect(emptied.status).toBe(422);
    expect(emptied.body.code).toBe('transfers.empty');
    expect((await client.get(path)).body.data).toMatchObject({ name: 'Restock', item_count: 1 });
    // Keeping one thing is fine: the items go, the name stays.
    const fewer = await client.put(path, { items: [] });
    expect(fewer.status).toBe(200);
    expect(fewer.body.data).toMatchObject({ name: 'Restock', item_count: 0 });
  });

  it('empty drafts earlier versions left are swept once untouched for a day; nothing else is', async () => {
    const first = await signUp(server, { name: 'Shipper' });
    const second = await signUp(server, { name: 'Other' });
    const base = `/api/organisations/${first.organisation.ulid}`;
    const db = server.ctx.db;
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    /** A transfer row as an earlier version wrote it (the API no longer makes an empty one). */
    const legacy = async (
      organisationId: number,
      hours: number,
      values: Partial<typeof transfers.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(transfers)
        .values({ organisationId, createdAt: hoursAgo(hours), updatedAt: hoursAgo(hours), ...values })
        .returning({ id: transfers.id });
      return row?.id as number;
    };
    const oldEmpty = await legacy(first.organisation.id, 30);
    const otherOrganisationsOldEmpty = await legacy(second.organisation.id, 48);
    const freshEmpty = await legacy(first.organisation.id, 2);
    const touchedToday = await legacy(first.organisation.id, 2);
    await db.execute(
      sql`update transfers set created_at = ${hoursAgo(72)} where organisation_id = ${first.organisation.id} and id = ${touchedToday}`,
    );
    const named = await legacy(first.organisation.id, 30, { name: 'Restock' });
    const tracked = await legacy(first.organisation.id, 30, { trackingNumber: '1Z9' });
    const ready = await legacy(first.organisation.id, 30, { status: 'READY' });
    const cancelled = await legacy(first.organisation.id, 30, { status: 'CANCELLED' });
    const withItem = await legacy(first.organisation.id, 30);
    const sku = await seedSku(db, first.organisation.id, { skuId: 'MUG-1' });
    await db.execute(sql`insert into transfer_items (organisation_id, transfer_id, ulid, sku_id, quantity_shipped, quantity_expected)
      values (${first.organisation.id}, ${withItem}, ${newUlid()}, ${sku.id}, 3, 3)`);
    expect(await draftsBadge(first.client, base)).toBe(7);

    const { removed } = await sweepEmptyDrafts({ db, now });
    expect(removed).toBe(2);
    const left = await queryRows<{ organisation_id: number; id: number }>(
      db,
      sql`select organisation_id::int, id::int from transfers
        where organisation_id in (${first.organisation.id}, ${second.organisation.id}) order by id`,
    );
    expect(left.map((row) => row.id)).not.toContain(oldEmpty);
    expect(left.map((row) => row.id)).not.toContain(otherOrganisationsOldEmpty);
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [freshEmpty, touchedToday, named, tracked, ready, cancelled, withItem].sort((a, b) => a - b),
    );
    expect((await first.client.get(`${base}/transfers/${oldEmpty}`)).status).toBe(404);
    expect(await draftsBadge(first.client, base)).toBe(6);
    // A second sweep finds nothing more: it runs daily and on start, harmlessly.
    expect((await sweepEmptyDrafts({ db, now })).removed).toBe(0);
  });
});
