import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, CSV_TOO_LARGE } from '../../lib/csv.ts';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi, seedSku } from '../../testing/ledger-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { Json, TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';

const server = useTestServer();

/**
 * An organisation with a hub holding 50 of two SKUs, its Amazon warehouse (is_fulfillment_center)
 * and its copy of Amazon's fulfilment centre LTN1 (Amazon.co.uk).
 */
async function seller(client?: TestClient, base?: string, organisationId?: number) {
  const account = client ? undefined : await signUp(server, { name: 'Seller' });
  const c = client ?? (account?.client as TestClient);
  const b = base ?? `/api/organisations/${account?.organisation.ulid}`;
  const orgId = organisationId ?? (account?.organisation.id as number);
  const hub = await createWarehouseViaApi(c, b, { name: 'Hub' });
  const amazon = await createWarehouseViaApi(c, b, { name: 'Amazon UK', is_fulfillment_center: true });
  // Every organisation starts with Amazon's centres (LTN1 of Amazon.co.uk among them).
  const centres = await c.get(`${b}/fulfillment-centers?search=LTN1`);
  const centre = { body: { data: centres.body.data.find((each: Json) => each.name === 'LTN1') } };
  expect(centre.body.data?.marketplace?.mws_id).toBe('A1F83G8C2ARO7P');
  const skus = [
    await seedSku(server.ctx.db, orgId, { skuId: 'MUG-1' }),
    await seedSku(server.ctx.db, orgId, { skuId: 'MUG-2' }),
  ];
  for (const sku of skus)
    expect(
      (
        await c.post(`${b}/warehouses/${hub.ulid}/adjustments`, {
          sku_id: sku.id,
          quantity: 50,
          reason: 'Count',
        })
      ).status,
    ).toBe(201);
  return { client: c, base: b, organisationId: orgId, hub, amazon, centre: centre.body.data, skus };
}

type Seller = Awaited<ReturnType<typeof seller>>;

const body = (extra: Record<string, unknown> = {}) => ({
  shipment_id: 'fba15abcd1234',
  name: 'FBA (2/11/20, 11:18 AM) - 1',
  status: 'WORKING',
  destination_fulfillment_center: 'LTN1',
  label_prep_type: 'SELLER_LABEL',
  are_cases_required: false,
  items: [
    { seller_sku: 'MUG-1', fulfillment_network_sku: 'X0014BIZ8T', quantity_shipped: 10, quantity_in_case: 5 },
    { seller_sku: 'MUG-2', quantity_shipped: 4 },
  ],
  ...extra,
});

async function stockOf(world: Seller, ulid: string): Promise<Record<string, number>> {
  const response = await world.client.get(`${world.base}/warehouses/${ulid}/stock?in_stock=all&per_page=100`);
  expect(response.status).toBe(200);
  return Object.fromEntries(response.body.data.map((row: Json) => [row.sku.sku_id, row.quantity]));
}

async function create(world: Seller, extra: Record<string, unknown> = {}) {
  const response = await world.client.post(`${world.base}/shipments`, body(extra));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as Json;
}

describe('shipments: create, upsert and list', () => {
  it('creates a shipment, matches its centre and SKUs, and a second POST of the same shipment id updates it', async () => {
    const world = await seller();
    const shipment = await create(world, {
      items: [...body().items, { seller_sku: 'NOT-MINE', quantity_shipped: 1 }],
    });
    expect(shipment).toMatchObject({
      shipment_id: 'FBA15ABCD1234',
      status: 'WORKING',
      destination_fulfillment_center: 'LTN1',
      fulfillment_center: { id: world.centre.id, name: 'LTN1' },
      label_prep_type: 'SELLER_LABEL',
      are_cases_required: false,
      auto_import: false,
      transfer: null,
      total_shipped: 15,
      total_received: 0,
      item_count: 3,
      unmapped_count: 1,
    });
    expect(shipment.items.map((item: Json) => [item.seller_sku, item.sku_id, item.quantity_in_case])).toEqual(
      [
        ['MUG-1', world.skus[0]?.id, 5],
        ['MUG-2', world.skus[1]?.id, null],
        ['NOT-MINE', null, null],
      ],
    );

    // The sync's write: same shipment id, new status and items (the unmapped one gone).
    const again = await world.client.post(
      `${world.base}/shipments`,
      body({ status: 'SHIPPED', name: undefined }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({
      id: shipment.id,
      status: 'SHIPPED',
      item_count: 2,
      unmapped_count: 0,
    });
    expect(again.body.data.items.map((item: Json) => item.id)).toEqual(
      shipment.items.slice(0, 2).map((item: Json) => item.id),
    );

    await create(world, {
      shipment_id: 'FBA15OTHER01',
      name: 'Second',
      status: 'CLOSED',
      destination_fulfillment_center: 'PHX7',
    });
    const list = async (query: string) =>
      (await world.client.get(`${world.base}/shipments?${query}`)).body.data.map(
        (row: Json) => row.shipment_id,
      );
    expect(await list('sort=shipment_id')).toEqual(['FBA15ABCD1234', 'FBA15OTHER01']);
    expect(await list('status=SHIPPED,WORKING')).toEqual(['FBA15ABCD1234']);
    expect(await list('destination_fulfillment_center=phx7')).toEqual(['FBA15OTHER01']);
    expect(await list('search=second')).toEqual(['FBA15OTHER01']);
    expect(await list('search=abcd12')).toEqual(['FBA15ABCD1234']);
    expect(await list('linked=true')).toEqual([]);
    expect((await world.client.get(`${world.base}/shipments?status=NOPE`)).status).toBe(422);
  });

  it('refuses bad input with 422 per field and writes nothing', async () => {
    const world = await seller();
    const other = await signUp(server);
    const theirs = await createWarehouseViaApi(other.client, `/api/organisations/${other.organisation.ulid}`);
    const cases: [Record<string, unknown>, string][] = [
      [{ shipment_id: undefined }, 'shipment_id'],
      [{ shipment_id: 'FBA 15/../x' }, 'shipment_id'],
      [{ status: undefined }, 'status'],
      [{ status: 'LOST' }, 'status'],
      [{ outgoing_warehouse_id: theirs.id }, 'outgoing_warehouse_id'],
      [
        { outgoing_warehouse_id: world.hub.id, destination_warehouse_id: world.hub.id },
        'destination_warehouse_id',
      ],
      [
        {
          items: [
            { seller_sku: 'A', quantity_shipped: 1 },
            { seller_sku: 'A', quantity_shipped: 2 },
          ],
        },
        'items.1.seller_sku',
      ],
      [{ items: [{ seller_sku: 'A', quantity_shipped: -1 }] }, 'items.0.quantity_shipped'],
      [{ label_prep_type: 'STICKERS' }, 'label_prep_type'],
    ];
    for (const [extra, field] of cases) {
      const response = await world.client.post(`${world.base}/shipments`, body(extra));
      expect(response.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(extra)).toContain(field);
    }
    expect((await world.client.get(`${world.base}/shipments`)).body.meta.total).toBe(0);
    const shipment = await create(world);
    const renamed = await world.client.put(`${world.base}/shipments/${shipment.id}`, {
      shipment_id: 'FBA15ELSE',
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.shipment_id).toBeDefined();
  });
});

const FILE_HEADER = [
  'ShipmentId',
  'ShipmentName',
  'DestinationFulfillmentCenterId',
  'ShipmentStatus',
  'SellerSKU',
  'FulfillmentNetworkSKU',
  'QuantityShipped',
  'QuantityReceived',
  'QuantityInCase',
].join('\t');
const fileOf = (lines: string[], eol = '\n') => [FILE_HEADER, ...lines].join(eol) + eol;

async function upload(world: Seller, file: string | Uint8Array, type = 'text/tab-separated-values') {
  return world.client.raw('POST', `${world.base}/shipments/import`, file, type);
}

describe('shipments: the inbound-shipment file', () => {
  it('imports a good file by header name, CRLF and ISO-8859-1 included, and a second import updates', async () => {
    const world = await seller();
    const lines = [
      'FBA15AAAA0001\tCafé run\tLTN1\tWORKING\tMUG-1\tX001\t10\t0\t5',
      'FBA15AAAA0001\tCafé run\tLTN1\tWORKING\tMUG-2\tX002\t4\t\t',
      'fba15bbbb0002\tSecond\tPHX7\tready to ship\tMUG-1\t\t3\t0\t',
    ];
    const latin1 = Buffer.from(fileOf(lines, '\r\n'), 'latin1');
    expect(latin1.includes(Buffer.from('Café', 'utf8'))).toBe(false);
    const first = await upload(world, latin1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      created: 2,
      updated: 0,
      shipment_ids: ['FBA15AAAA0001', 'FBA15BBBB0002'],
    });
    const list = (await world.client.get(`${world.base}/shipments?sort=shipment_id`)).body.data;
    expect(
      list.map((row: Json) => [row.shipment_id, row.name, row.status, row.total_shipped, row.item_count]),
    ).toEqual([
      ['FBA15AAAA0001', 'Café run', 'WORKING', 14, 2],
      ['FBA15BBBB0002', 'Second', 'READY_TO_SHIP', 3, 1],
    ]);

    // UTF-8, \n, columns in another order and named as Seller Central writes them.
    const reordered = [
      'Merchant SKU\tShipment ID\tShipment Status\tQuantity Shipped\tQuantity Received',
      'MUG-1\tFBA15AAAA0001\tRECEIVING\t10\t7',
    ].join('\n');
    const second = await upload(world, Buffer.from(reordered, 'utf8'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ created: 0, updated: 1 });
    const updated = (await world.client.get(`${world.base}/shipments/${list[0].id}`)).body.data;
    expect(updated).toMatchObject({
      status: 'RECEIVING',
      name: 'Café run',
      total_received: 7,
      item_count: 1,
    });
  });

  it('refuses a file with bad rows, every problem keyed by line and column, and writes nothing', async () => {
    const world = await seller();
    const bad = fileOf([
      'FBA15CCCC0003\tOk\tLTN1\tWORKING\tMUG-1\t\t10\t\t',
      'FBA15CCCC0003\tOk\tLTN1\tWORKING\tMUG-2\t\tten\t\t',
      'FBA15CCCC0003\tOk\tLTN1\tSHIPPED\tMUG-3\t\t1\t\t',
      'FBA15CCCC0003\tOk\tLTN1\tWORKING\tMUG-1\t\t2\t\t',
      '\tNo id\tLTN1\tLOST\t\t\t1\t\t',
    ]);
    const response = await upload(world, bad);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'rows.3.QuantityShipped',
      'rows.4.ShipmentStatus',
      'rows.5.SellerSKU',
      'rows.6.SellerSKU',
      'rows.6.ShipmentId',
      'rows.6.ShipmentStatus',
    ]);
    const missing = await upload(world, 'ShipmentId\tSellerSKU\nFBA1\tA\n');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.file[0]).toContain('ShipmentStatus, QuantityShipped');
    expect((await world.client.get(`${world.base}/shipments`)).body.meta.total).toBe(0);
    // As a multipart upload too.
    const form = new FormData();
    form.append('file', new Blob([fileOf(['FBA15DDDD0004\t\t\tWORKING\tMUG-1\t\t1\t\t'])]), 'shipments.txt');
    const multipart = await world.client.post(`${world.base}/shipments/import`, form as never);
    expect(multipart.status, JSON.stringify(multipart.body)).toBe(200);
    expect(multipart.body.data.created).toBe(1);
    // Over the size limit: refused whole, not read up to the limit and imported.
    const large = new FormData();
    const row = 'FBA15DDDD0005\t\t\tWORKING\tMUG-1\t\t1\t\t';
    large.append(
      'file',
      new Blob([fileOf(Array.from({ length: CSV_MAX_BYTES / row.length + 10 }, () => row))]),
      'big.txt',
    );
    const tooLarge = await world.client.post(`${world.base}/shipments/import`, large as never);
    expect(tooLarge.status, JSON.stringify(tooLarge.body).slice(0, 300)).toBe(422);
    expect(tooLarge.body.errors).toEqual({ file: [CSV_TOO_LARGE] });
    expect((await world.client.get(`${world.base}/shipments`)).body.meta.total).toBe(1);
  });
});

describe('shipments: import as transfer', () => {
  it('creates the linked transfer, then updates that one (never a second), and refuses unmapped SKUs and a missing origin', async () => {
    const world = await seller();
    const shipment = await create(world);
    const path = `${world.base}/shipments/${shipment.id}`;
    const imported = await world.client.post(`${path}/import-transfer`, {});
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const transferId = imported.body.data.transfer.id;
    expect(imported.body.data.transfer).toEqual({ id: transferId, status: 'DRAFT' });
    const transfer = (await world.client.get(`${world.base}/transfers/${transferId}`)).body.data;
    expect(transfer).toMatchObject({
      name: 'FBA (2/11/20, 11:18 AM) - 1',
      shipment_id: 'FBA15ABCD1234',
      destination_url:
        'https://sellercentral-europe.amazon.com/gp/fba/inbound-shipment-workflow/index.html#FBA15ABCD1234/summary/tracking',
      outgoing_warehouse_id: world.hub.id,
      destination_warehouse_id: world.amazon.id,
      fulfillment_center_id: world.centre.id,
      status: 'DRAFT',
      total_shipped: 14,
    });
    expect(
      transfer.items.map((item: Json) => [item.sku.sku_id, item.quantity_shipped, item.quantity_in_case]),
    ).toEqual([
      ['MUG-1', 10, 5],
      ['MUG-2', 4, null],
    ]);

    const changed = await world.client.put(path, {
      status: 'READY_TO_SHIP',
      items: [{ seller_sku: 'MUG-1', quantity_shipped: 12 }],
    });
    expect(changed.status).toBe(200);
    const again = await world.client.post(`${path}/import-transfer`, {});
    expect(again.body.data.transfer).toEqual({ id: transferId, status: 'READY' });
    const after = (await world.client.get(`${world.base}/transfers/${transferId}`)).body.data;
    expect(after.items.map((item: Json) => [item.ulid, item.quantity_shipped])).toEqual([
      [transfer.items[0].ulid, 12],
    ]);
    expect((await world.client.get(`${world.base}/transfers`)).body.meta.total).toBe(1);
    expect(
      (await world.client.get(`${world.base}/shipments?linked=true`)).body.data.map((s: Json) => s.id),
    ).toEqual([shipment.id]);

    const unmapped = await create(world, {
      shipment_id: 'FBA15UNMAPPED',
      items: [
        { seller_sku: 'MUG-1', quantity_shipped: 1 },
        { seller_sku: 'GHOST', quantity_shipped: 1 },
      ],
    });
    const refused = await world.client.post(`${world.base}/shipments/${unmapped.id}/import-transfer`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors['items.1.seller_sku'][0]).toContain('GHOST');
    // A second own warehouse: the origin is no longer obvious and must be named.
    const shop = await createWarehouseViaApi(world.client, world.base, { name: 'Shop' });
    const mapped = await create(world, { shipment_id: 'FBA15NOORIGIN' });
    const noOrigin = await world.client.post(`${world.base}/shipments/${mapped.id}/import-transfer`, {});
    expect(noOrigin.status).toBe(422);
    expect(Object.keys(noOrigin.body.errors)).toEqual(['outgoing_warehouse_id']);
    expect((await world.client.get(`${world.base}/transfers`)).body.meta.total).toBe(1);
    const named = await world.client.post(`${world.base}/shipments/${mapped.id}/import-transfer`, {
      outgoing_warehouse_id: shop.id,
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.data).toMatchObject({ outgoing_warehouse_id: shop.id, transfer: { status: 'DRAFT' } });
  });

  it('two imports of one shipment at once make one transfer, shipped once (they take turns on the shipment)', async () => {
    const world = await seller();
    const shipment = await create(world, { status: 'SHIPPED' });
    const path = `${world.base}/shipments/${shipment.id}/import-transfer`;
    const answers = await Promise.all([world.client.post(path, {}), world.client.post(path, {})]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body.data.transfer.id).toBe(answers[1]?.body.data.transfer.id);
    expect((await world.client.get(`${world.base}/transfers`)).body.meta.total).toBe(1);
    expect(await stockOf(world, world.hub.ulid)).toEqual({ 'MUG-1': 40, 'MUG-2': 46 });
  });

  it('moves stock once for a shipped shipment, and receipts into the Amazon warehouse as Amazon reports them', async () => {
    const world = await seller();
    const shipment = await create(world, { status: 'SHIPPED' });
    const path = `${world.base}/shipments/${shipment.id}`;
    const first = await world.client.post(`${path}/import-transfer`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.transfer.status).toBe('SHIPPED');
    expect(await stockOf(world, world.hub.ulid)).toEqual({ 'MUG-1': 40, 'MUG-2': 46 });
    expect((await world.client.post(`${path}/import-transfer`, {})).status).toBe(200);
    expect(await stockOf(world, world.hub.ulid)).toEqual({ 'MUG-1': 40, 'MUG-2': 46 });

    const receiving = {
      status: 'RECEIVING',
      items: [
        { seller_sku: 'MUG-1', quantity_shipped: 10, quantity_received: 6 },
        { seller_sku: 'MUG-2', quantity_shipped: 4, quantity_received: 4 },
      ],
    };
    expect((await world.client.put(path, receiving)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const received = await world.client.post(`${path}/import-transfer`, {});
      expect(received.body.data.transfer.status).toBe('RECEIVING');
      expect(await stockOf(world, world.amazon.ulid)).toEqual({ 'MUG-1': 6, 'MUG-2': 4 });
    }
    expect(await stockOf(world, world.hub.ulid)).toEqual({ 'MUG-1': 40, 'MUG-2': 46 });
    expect((await world.client.put(path, { status: 'CLOSED' })).status).toBe(200);
    const closed = await world.client.post(`${path}/import-transfer`, {});
    expect(closed.body.data.transfer.status).toBe('CLOSED');
    expect(await stockOf(world, world.amazon.ulid)).toEqual({ 'MUG-1': 6, 'MUG-2': 4 });
    expect(await checkLedger({ db: server.ctx.db, organisationId: world.organisationId })).toMatchObject({
      mismatches: [],
      totalMismatches: [],
    });
  });

  it('auto_import keeps the transfer in step on every update, and says why when it cannot', async () => {
    const world = await seller();
    const shipment = await create(world);
    const path = `${world.base}/shipments/${shipment.id}`;
    const on = await world.client.put(path, { auto_import: true });
    expect(on.body.data).toMatchObject({
      auto_import: true,
      import_error: null,
      transfer: { status: 'DRAFT' },
    });
    const shipped = await world.client.put(path, { status: 'SHIPPED' });
    expect(shipped.body.data.transfer).toEqual({ id: on.body.data.transfer.id, status: 'SHIPPED' });
    expect(await stockOf(world, world.hub.ulid)).toEqual({ 'MUG-1': 40, 'MUG-2': 46 });
    // The sync's POST of the same shipment follows the same path.
    const synced = await world.client.post(`${world.base}/shipments`, {
      shipment_id: 'FBA15ABCD1234',
      status: 'IN_TRANSIT',
    });
    expect(synced.status).toBe(200);
    expect(synced.body.data.transfer.status).toBe('IN_TRANSIT');
    expect(await stockOf(world, world.hub.ulid)).toEqual({ 'MUG-1': 40, 'MUG-2': 46 });

    // A shipment it cannot import still saves, with the reason.
    const other = await create(world, {
      shipment_id: 'FBA15GHOST',
      auto_import: true,
      items: [{ seller_sku: 'GHOST', quantity_shipped: 2 }],
    });
    expect(other).toMatchObject({ auto_import: true, transfer: null });
    expect(other.import_error).toContain('GHOST');
    await seedSku(server.ctx.db, world.organisationId, { skuId: 'GHOST' });
    const fixed = await world.client.put(`${world.base}/shipments/${other.id}`, { name: 'Ghost run' });
    expect(fixed.body.data).toMatchObject({ import_error: null, transfer: { status: 'DRAFT' } });
  });
});

describe('shipments: who may do what', () => {
  it('lets viewers read but not write (403), and answers 404 to other organisations', async () => {
    const { owner, base, organisation, members } = await teamWith(server, ['viewer']);
    const world = await seller(owner.client, base, organisation.id);
    const shipment = await create(world);
    const viewer = members.viewer?.client as TestClient;
    expect((await viewer.get(`${base}/shipments/${shipment.id}`)).status).toBe(200);
    expect((await viewer.post(`${base}/shipments`, body({ shipment_id: 'FBA15VIEWER' }))).status).toBe(403);
    expect((await viewer.put(`${base}/shipments/${shipment.id}`, { status: 'SHIPPED' })).status).toBe(403);
    expect((await viewer.post(`${base}/shipments/${shipment.id}/import-transfer`, {})).status).toBe(403);
    expect(
      (await upload({ ...world, client: viewer }, fileOf(['FBA15V\t\t\tWORKING\tMUG-1\t\t1\t\t']))).status,
    ).toBe(403);

    const outsider = await signUp(server);
    const theirBase = `/api/organisations/${outsider.organisation.ulid}`;
    expect((await outsider.client.get(`${base}/shipments`)).status).toBe(404);
    expect((await outsider.client.get(`${theirBase}/shipments/${shipment.id}`)).status).toBe(404);
    expect(
      (await outsider.client.put(`${theirBase}/shipments/${shipment.id}`, { status: 'CLOSED' })).status,
    ).toBe(404);
    expect(
      (await outsider.client.post(`${theirBase}/shipments/${shipment.id}/import-transfer`, {})).status,
    ).toBe(404);
    expect((await outsider.client.get(`${theirBase}/shipments`)).body.meta.total).toBe(0);
    // Their POST of the same shipment id is their own shipment, not an update of ours.
    expect((await outsider.client.post(`${theirBase}/shipments`, body({ items: [] }))).status).toBe(201);
    expect((await owner.client.get(`${base}/shipments/${shipment.id}`)).body.data.status).toBe('WORKING');
  });
});
