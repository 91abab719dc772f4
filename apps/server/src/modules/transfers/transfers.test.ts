import { addDays, LIST_VIEWS } from '@backoffice/shared';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedProduct, seedSku } from '../../testing/ledger-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { Json, TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import { todayUtc } from './transfers.usecases.ts';

const server = useTestServer();
// Time-sortable as the web app makes them: items keep the order they were added in.
const nextUlid = monotonicFactory();
const newUlid = () => nextUlid().toLowerCase();

/** An organisation with a hub holding 20 of each of three SKUs, a second warehouse, and a transfer-ready body. */
async function hubAndShop(client?: TestClient, base?: string, organisationId?: number) {
  const account = client ? undefined : await signUp(server, { name: 'Shipper' });
  const c = client ?? (account?.client as TestClient);
  const b = base ?? `/api/organisations/${account?.organisation.ulid}`;
  const orgId = organisationId ?? (account?.organisation.id as number);
  const db = server.ctx.db;
  const hub = await createWarehouseViaApi(c, b, { name: 'Hub' });
  const shop = await createWarehouseViaApi(c, b, { name: 'Shop' });
  const product = await seedProduct(db, orgId, 'Blue Mug');
  const skus = [
    await seedSku(db, orgId, { skuId: 'MUG-1', asin: 'B000MUG001', productId: product.id }),
    await seedSku(db, orgId, { skuId: 'MUG-2' }),
    await seedSku(db, orgId, { skuId: 'MUG-3' }),
  ];
  for (const sku of skus) {
    const adjusted = await c.post(`${b}/warehouses/${hub.ulid}/adjustments`, {
      sku_id: sku.id,
      quantity: 20,
      reason: 'Count',
    });
    expect(adjusted.status).toBe(201);
  }
  const items = skus.map((sku, index) => ({ ulid: newUlid(), sku_id: sku.id, quantity_shipped: 5 + index }));
  return { client: c, base: b, organisationId: orgId, user: account?.user, hub, shop, product, skus, items };
}

async function stockOf(
  client: TestClient,
  base: string,
  warehouseUlid: string,
): Promise<Record<string, number>> {
  const response = await client.get(`${base}/warehouses/${warehouseUlid}/stock?in_stock=all&per_page=100`);
  expect(response.status).toBe(200);
  return Object.fromEntries(response.body.data.map((row: Json) => [row.sku.sku_id, row.quantity]));
}

async function draft(world: Awaited<ReturnType<typeof hubAndShop>>, extra: Record<string, unknown> = {}) {
  const response = await world.client.post(`${world.base}/transfers`, {
    name: 'Restock shop',
    outgoing_warehouse_id: world.hub.id,
    destination_warehouse_id: world.shop.id,
    items: world.items,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as Json;
}

describe('transfers: drafts and their items', () => {
  it('creates a draft with its defaults, totals and items, and saving the same items again changes nothing', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    expect(transfer).toMatchObject({
      status: 'DRAFT',
      shipping_days: 5,
      shipping_cost_currency: 'USD',
      auto_import: false,
      resolved_discrepancy: false,
      total_shipped: 18,
      total_received: 0,
      total_expected: 18,
      item_count: 3,
      expected_delivery_date: null,
      outgoing_warehouse: { id: world.hub.id, name: 'Hub' },
      destination_warehouse: { id: world.shop.id, name: 'Shop' },
      allowed_actions: ['mark_ready', 'ship', 'cancel'],
      problems: [],
    });
    expect(transfer.items.map((item: Json) => [item.sku.sku_id, item.quantity_shipped])).toEqual([
      ['MUG-1', 5],
      ['MUG-2', 6],
      ['MUG-3', 7],
    ]);
    const path = `${world.base}/transfers/${transfer.id}`;
    const again = await world.client.put(path, { items: world.items, shipping_date: '2026-03-30' });
    expect(again.status).toBe(200);
    expect(again.body.data.items.map((item: Json) => item.id)).toEqual(
      transfer.items.map((item: Json) => item.id),
    );
    expect(again.body.data.expected_delivery_date).toBe('2026-04-04');

    // Items left out are removed while it is a draft; a changed quantity is updated in place.
    const [first, second] = world.items;
    const fewer = await world.client.put(path, { items: [{ ...first, quantity_shipped: 9 }, second] });
    expect(fewer.body.data.items.map((item: Json) => [item.ulid, item.quantity_shipped])).toEqual([
      [first?.ulid, 9],
      [second?.ulid, 6],
    ]);
    expect(fewer.body.data).toMatchObject({ total_shipped: 15, item_count: 2 });
    const list = await world.client.get(`${world.base}/transfers`);
    expect(list.body.data[0]).toMatchObject({ id: transfer.id, total_shipped: 15, item_count: 2 });
    expect(list.body.data[0].items).toBeUndefined();
  });

  it('refuses bad references, repeats and places (422) and writes nothing', async () => {
    const world = await hubAndShop();
    const other = await hubAndShop();
    const [first] = world.items;
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [{ ...first, sku_id: other.skus[0]?.id }] }, 'items.0.sku_id'],
      [{ items: [first, { ...first, ulid: newUlid() }] }, 'items.1.sku_id'],
      [{ items: [first, { ...world.items[1], ulid: first?.ulid }] }, 'items.1.ulid'],
      [{ items: [{ ...first, ulid: 'NOT-A-ULID' }] }, 'items.0.ulid'],
      [{ items: [{ ...first, quantity_shipped: 0 }] }, 'items.0.quantity_shipped'],
      [{ outgoing_warehouse_id: other.hub.id }, 'outgoing_warehouse_id'],
      [
        { outgoing_warehouse_id: world.hub.id, destination_warehouse_id: world.hub.id },
        'destination_warehouse_id',
      ],
      [{ shipping_date: '2026-02-30' }, 'shipping_date'],
      [{ shipping_cost: '12.345', shipping_cost_currency: 'JPY' }, 'shipping_cost'],
      [{ status: 'SHIPPED' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const response = await world.client.post(`${world.base}/transfers`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect((await world.client.get(`${world.base}/transfers`)).body.meta.total).toBe(0);
  });

  it('keeps the warehouses and SKUs a draft names: deleting them is refused with their own error', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const warehouse = await world.client.delete(`${world.base}/warehouses/${world.shop.ulid}`);
    expect(warehouse.status).toBe(422);
    expect(warehouse.body.code).toBe('warehouses.in_use');
    const sku = await seedSku(server.ctx.db, world.organisationId, { skuId: 'FRESH-1' });
    await world.client.put(`${world.base}/transfers/${transfer.id}`, {
      items: [{ ulid: newUlid(), sku_id: sku.id, quantity_shipped: 1 }],
    });
    const removed = await world.client.delete(`${world.base}/skus/${sku.id}`);
    expect(removed.status).toBe(422);
    expect(removed.body.code).toBe('skus.in_use');
    expect((await world.client.get(`${world.base}/transfers/${transfer.id}`)).body.data.items).toHaveLength(
      1,
    );
  });

  it('deletes only drafts', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const shipped = await draft(world, { items: [{ ...world.items[0], ulid: newUlid() }] });
    expect((await world.client.post(`${world.base}/transfers/${shipped.id}/ship`, {})).status).toBe(200);
    expect((await world.client.delete(`${world.base}/transfers/${shipped.id}`)).status).toBe(422);
    expect((await world.client.delete(`${world.base}/transfers/${transfer.id}`)).status).toBe(204);
    expect((await world.client.get(`${world.base}/transfers/${transfer.id}`)).status).toBe(404);
  });
});

describe('transfers: the status machine and its ledger effects', () => {
  it('ships (stock leaves the origin), refuses a second ship naming what is allowed, and lists the movements', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const path = `${world.base}/transfers/${transfer.id}`;
    expect((await world.client.put(path, { status: 'READY' })).body.data.status).toBe('READY');
    const shipped = await world.client.post(`${path}/ship`, { shipping_date: '2026-11-20' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data).toMatchObject({
      status: 'SHIPPED',
      shipping_date: '2026-11-20',
      expected_delivery_date: '2026-11-25',
    });
    expect(shipped.body.data.shipped_at).not.toBeNull();
    expect(await stockOf(world.client, world.base, world.hub.ulid)).toEqual({
      'MUG-1': 15,
      'MUG-2': 14,
      'MUG-3': 13,
    });
    expect(await stockOf(world.client, world.base, world.shop.ulid)).toEqual({});

    const again = await world.client.post(`${path}/ship`, {});
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('transfers.illegal_transition');
    expect(again.body.message).toContain(
      'Allowed now: mark in transit, mark delivered, receive, close, cancel',
    );
    const movements = await world.client.get(`${path}/movements`);
    expect(movements.body.data.map((row: Json) => [row.sku.sku_id, row.type, row.quantity])).toEqual([
      ['MUG-1', 'transfer_out', -5],
      ['MUG-2', 'transfer_out', -6],
      ['MUG-3', 'transfer_out', -7],
    ]);
    // After shipping the items cannot change, but saving them as read is fine.
    const read = shipped.body.data.items.map((item: Json) => ({
      ulid: item.ulid,
      sku_id: item.sku_id,
      quantity_shipped: item.quantity_shipped,
      quantity_expected: item.quantity_expected,
      quantity_in_case: item.quantity_in_case,
    }));
    expect((await world.client.put(path, { items: read, courier: 'DHL' })).status).toBe(200);
    const changed = await world.client.put(path, { items: [{ ...read[0], quantity_shipped: 99 }] });
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('transfers.items_frozen');
  });

  it('refuses to ship more than the origin holds, item by item, unless told to allow it', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world, {
      items: [
        { ulid: newUlid(), sku_id: world.skus[0]?.id, quantity_shipped: 5 },
        { ulid: newUlid(), sku_id: world.skus[1]?.id, quantity_shipped: 25 },
      ],
    });
    const path = `${world.base}/transfers/${transfer.id}`;
    const refused = await world.client.post(`${path}/ship`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'items.1.quantity_shipped': ['Only 20 in stock at Hub.'] });
    expect((await world.client.get(path)).body.data.status).toBe('DRAFT');
    expect(await stockOf(world.client, world.base, world.hub.ulid)).toEqual({
      'MUG-1': 20,
      'MUG-2': 20,
      'MUG-3': 20,
    });

    const allowed = await world.client.post(`${path}/ship`, { allow_negative_stock: true });
    expect(allowed.status).toBe(200);
    expect(await stockOf(world.client, world.base, world.hub.ulid)).toMatchObject({
      'MUG-1': 15,
      'MUG-2': -5,
    });
  });

  it('receives in parts (totals so far), closes when all arrived, and the ledger stays consistent', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const path = `${world.base}/transfers/${transfer.id}`;
    await world.client.post(`${path}/ship`, {});
    const [a, b, c] = world.items as [Json, Json, Json];
    const part = await world.client.post(`${path}/receive`, {
      items: [{ ulid: a.ulid, quantity_received: 3 }],
      received_date: '2026-11-21',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({
      status: 'RECEIVING',
      total_received: 3,
      received_date: '2026-11-21',
    });
    // The same receipt again changes nothing.
    expect(
      (await world.client.post(`${path}/receive`, { items: [{ ulid: a.ulid, quantity_received: 3 }] })).body
        .data.total_received,
    ).toBe(3);
    expect(await stockOf(world.client, world.base, world.shop.ulid)).toEqual({ 'MUG-1': 3 });

    const rest = await world.client.post(`${path}/receive`, {
      items: [
        { ulid: a.ulid, quantity_received: 5 },
        { ulid: b.ulid, quantity_received: 6 },
        { ulid: c.ulid, quantity_received: 7 },
      ],
    });
    expect(rest.body.data).toMatchObject({ status: 'CLOSED', total_received: 18, problems: [] });
    expect(rest.body.data.closed_at).not.toBeNull();
    expect(await stockOf(world.client, world.base, world.shop.ulid)).toEqual({
      'MUG-1': 5,
      'MUG-2': 6,
      'MUG-3': 7,
    });
    const unknown = await world.client.post(`${path}/receive`, {
      items: [{ ulid: newUlid(), quantity_received: 1 }],
    });
    expect(unknown.status).toBe(422);
    expect(await checkLedger({ db: server.ctx.db, organisationId: world.organisationId })).toMatchObject({
      mismatches: [],
      countMismatches: [],
      totalMismatches: [],
    });

    const timeline = await world.client.get(`${path}/events`);
    expect(timeline.body.data.map((event: Json) => [event.type, event.to_status])).toEqual([
      ['created', 'DRAFT'],
      ['shipped', 'SHIPPED'],
      ['received', 'RECEIVING'],
      ['received', 'RECEIVING'],
      ['received', 'CLOSED'],
    ]);
  });

  it('counts two identical receipts sent at once only once', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const path = `${world.base}/transfers/${transfer.id}`;
    await world.client.post(`${path}/ship`, {});
    const [a] = world.items as [Json];
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        world.client.post(`${path}/receive`, { items: [{ ulid: a.ulid, quantity_received: 4 }] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await stockOf(world.client, world.base, world.shop.ulid)).toEqual({ 'MUG-1': 4 });
    expect((await world.client.get(path)).body.data.total_received).toBe(4);
  });

  it('closing short makes a problem until the discrepancy is resolved; the badge follows the list', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const path = `${world.base}/transfers/${transfer.id}`;
    await world.client.post(`${path}/ship`, {});
    const [a] = world.items as [Json];
    const early = await world.client.post(`${path}/resolve-discrepancy`, { discrepancy_note: 'Too soon' });
    expect(early.status).toBe(422);
    const closed = await world.client.post(`${path}/receive`, {
      items: [{ ulid: a.ulid, quantity_received: 5 }],
      close: true,
    });
    expect(closed.body.data).toMatchObject({
      status: 'CLOSED',
      problems: [{ problem: 'discrepancy', message: 'Received differs from shipped' }],
    });
    const problems = new URLSearchParams(
      Object.entries(LIST_VIEWS.problemTransfers).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    );
    const list = await world.client.get(`${world.base}/transfers?${problems}`);
    expect(list.body.data.map((row: Json) => row.id)).toEqual([transfer.id]);
    expect((await world.client.get(`${world.base}/counts`)).body.transfers).toEqual({
      drafts: 0,
      problems: 1,
    });

    const resolved = await world.client.post(`${path}/resolve-discrepancy`, {
      discrepancy_note: 'Carrier lost a box; claim raised',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({
      resolved_discrepancy: true,
      discrepancy_note: 'Carrier lost a box; claim raised',
      resolved_by: { name: 'Shipper' },
      problems: [],
    });
    expect((await world.client.get(`${world.base}/counts`)).body.transfers).toEqual({
      drafts: 0,
      problems: 0,
    });
    expect((await world.client.get(`${world.base}/transfers?${problems}`)).body.data).toEqual([]);
  });

  it('cancelling a shipped transfer gives back to the origin what was not received', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const path = `${world.base}/transfers/${transfer.id}`;
    await world.client.post(`${path}/ship`, {});
    const [a] = world.items as [Json];
    await world.client.post(`${path}/receive`, { items: [{ ulid: a.ulid, quantity_received: 2 }] });
    const cancelled = await world.client.post(`${path}/cancel`, {});
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(await stockOf(world.client, world.base, world.hub.ulid)).toEqual({
      'MUG-1': 18,
      'MUG-2': 20,
      'MUG-3': 20,
    });
    expect(await stockOf(world.client, world.base, world.shop.ulid)).toEqual({ 'MUG-1': 2 });
    expect((await world.client.post(`${path}/cancel`, {})).status).toBe(422);
    expect(await checkLedger({ db: server.ctx.db, organisationId: world.organisationId })).toMatchObject({
      mismatches: [],
      countMismatches: [],
      totalMismatches: [],
    });
  });

  it('records a ticket once shipped, and who raised it', async () => {
    const world = await hubAndShop();
    const transfer = await draft(world);
    const path = `${world.base}/transfers/${transfer.id}`;
    const early = await world.client.post(`${path}/ticket`, { ticket_number: 'T-1', ticket_status: 'open' });
    expect(early.status).toBe(422);
    await world.client.post(`${path}/ship`, {});
    const raised = await world.client.post(`${path}/ticket`, { ticket_number: 'T-1', ticket_status: 'open' });
    expect(raised.body.data).toMatchObject({
      ticket_number: 'T-1',
      ticket_status: 'open',
      ticket_raised_by: { name: 'Shipper' },
    });
    const updated = await world.client.post(`${path}/ticket`, {
      ticket_number: 'T-1',
      ticket_status: 'answered',
    });
    expect(updated.body.data.ticket_raised_at).toBe(raised.body.data.ticket_raised_at);
    expect(updated.body.data.ticket_status).toBe('answered');
  });
});

describe('transfers: lists, filters and counts', () => {
  it('filters by the sidebar groups, problems, places, dates, product and search, and counts the Upcoming list', async () => {
    const world = await hubAndShop();
    const upcoming = await draft(world, { name: 'Spring restock', shipping_date: addDays(todayUtc(), 3) });
    const overdue = await draft(world, {
      name: 'Late one',
      shipping_date: addDays(todayUtc(), -10),
      items: [{ ulid: newUlid(), sku_id: world.skus[2]?.id, quantity_shipped: 1 }],
    });
    await world.client.post(`${world.base}/transfers/${overdue.id}/ship`, {
      shipping_date: addDays(todayUtc(), -10),
    });
    const back = await draft(world, {
      outgoing_warehouse_id: world.shop.id,
      destination_warehouse_id: world.hub.id,
      items: [],
      tracking_number: '1Z999AA10123456784',
    });
    const ids = async (query: string) =>
      (await world.client.get(`${world.base}/transfers?${query}`)).body.data.map((row: Json) => row.id);

    expect(await ids('draft=true&live=false&completed=false&sort=shipping_date&sortDesc=false')).toEqual([
      upcoming.id,
      back.id,
    ]);
    expect(await ids('draft=true&live=true&completed=true&problems=true')).toEqual([overdue.id]);
    expect((await world.client.get(`${world.base}/transfers/${overdue.id}`)).body.data.problems).toEqual([
      { problem: 'overdue', message: 'Past its expected delivery date' },
    ]);
    expect(await ids('live=true')).toEqual([overdue.id]);
    expect(await ids('draft=false&live=false&completed=false')).toEqual([]);
    expect(await ids(`outgoing_warehouse_id=${world.shop.id}`)).toEqual([back.id]);
    expect(await ids(`destination_warehouse_id=${world.shop.id}&sort=id&sortDesc=false`)).toEqual([
      upcoming.id,
      overdue.id,
    ]);
    expect(await ids(`shipping_date_from=${todayUtc()}`)).toEqual([upcoming.id]);
    expect(await ids('sort=total_received&sortDesc=true&live=true')).toEqual([overdue.id]);
    expect(await ids(`product_id=${world.product.id}`)).toEqual([upcoming.id]);
    expect(await ids('search=spring')).toEqual([upcoming.id]);
    expect(await ids('search=1Z999')).toEqual([back.id]);
    expect(await ids(`search=%23${overdue.id}`)).toEqual([overdue.id]);
    expect((await world.client.get(`${world.base}/counts`)).body.transfers).toEqual({
      drafts: 2,
      problems: 1,
    });

    const csv = await world.client.get(`${world.base}/transfers/export.csv?problems=true`);
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\n')[0]).toBe(
      'id,name,status,origin,destination,shipping_date,expected_delivery_date,total_shipped,total_received,courier,tracking_number,problems',
    );
    expect(String(csv.body)).toContain('Late one,SHIPPED,Hub,Shop');

    const product = await world.client.get(`${world.base}/products/${world.product.id}/transfers`);
    expect(product.body.data.map((row: Json) => row.id)).toEqual([upcoming.id]);
    const warehouse = await world.client.get(`${world.base}/warehouses/${world.shop.ulid}/transfers`);
    expect(warehouse.body.data.incoming.map((row: Json) => row.id)).toEqual([overdue.id, upcoming.id]);
    expect(warehouse.body.data.outgoing.map((row: Json) => row.id)).toEqual([back.id]);
  });
});

describe('transfers: roles and organisations', () => {
  it('lets viewers read and nothing else (403), and answers other organisations 404', async () => {
    const { owner, base, organisation, members } = await teamWith(server, ['viewer']);
    const world = await hubAndShop(owner.client, base, organisation.id);
    const transfer = await draft(world);
    const viewer = members.viewer?.client as TestClient;
    const path = `${base}/transfers/${transfer.id}`;
    expect((await viewer.get(path)).status).toBe(200);
    const writes: [string, string, Record<string, unknown>?][] = [
      ['POST', `${base}/transfers`, {}],
      ['PUT', path, { name: 'x' }],
      ['DELETE', path],
      ['POST', `${path}/ship`, {}],
      ['POST', `${path}/receive`, { items: [{ ulid: world.items[0]?.ulid, quantity_received: 1 }] }],
      ['POST', `${path}/close`, {}],
      ['POST', `${path}/cancel`, {}],
      ['POST', `${path}/ticket`, { ticket_number: 'T', ticket_status: 'open' }],
      ['POST', `${path}/resolve-discrepancy`, { discrepancy_note: 'x' }],
    ];
    for (const [method, url, body] of writes)
      expect((await viewer.request(method, url, body)).status, `${method} ${url}`).toBe(403);
    expect((await viewer.get(path)).body.data).toMatchObject({ status: 'DRAFT', name: 'Restock shop' });

    const stranger = await signUp(server);
    const theirs = `/api/organisations/${stranger.organisation.ulid}/transfers/${transfer.id}`;
    expect((await stranger.client.get(theirs)).status).toBe(404);
    expect((await stranger.client.post(`${theirs}/ship`, {})).status).toBe(404);
  });
});
