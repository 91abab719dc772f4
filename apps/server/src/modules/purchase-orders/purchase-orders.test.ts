import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { catalogOrganisation, created } from '../../testing/catalog-fixtures.ts';
import { recomputed } from '../../testing/forecast-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { tenantSnapshot } from '../../testing/tenant-snapshot.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { countries } from '../reference/reference.tables.ts';

const server = useTestServer();

async function countryId(code: string): Promise<number> {
  const [row] = await server.ctx.db.select().from(countries).where(eq(countries.countryCode, code));
  if (!row) throw new Error(`no country ${code}`);
  return row.id;
}

/**
 * An organisation buying from one supplier into a German warehouse: the supplier ships to DE in 12
 * days and makes the products in 30 (+3 buffer) and 10 (+0) days; two SKUs.
 */
async function buyingOrganisation(client?: TestClient, base?: string) {
  const account = client && base ? { client, base } : await catalogOrganisation(server);
  const http = account.client;
  const warehouse = await created(
    http.post(`${account.base}/warehouses`, { name: 'Berlin', country_ids: [await countryId('DE')] }),
  );
  const supplier = await created(
    http.post(`${account.base}/suppliers`, {
      name: 'Acme Mills',
      shipping_times: [{ type: 'country', code: 'DE', days: 12 }],
    }),
  );
  const mat = await created(http.post(`${account.base}/products`, { name: 'Mat', min_stock: 10 }));
  const towel = await created(http.post(`${account.base}/products`, { name: 'Towel' }));
  const linked = await http.put(`${account.base}/suppliers/${supplier.id}/products`, {
    products: [
      { product_id: mat.id, production_lead_days: 30, buffer_days: 3 },
      { product_id: towel.id, production_lead_days: 10, buffer_days: 0 },
    ],
  });
  expect(linked.status).toBe(200);
  const matSku = await created(
    http.post(`${account.base}/skus`, { sku_id: 'MAT-1', product_id: mat.id, cogs: '4.20' }),
  );
  const towelSku = await created(
    http.post(`${account.base}/skus`, { sku_id: 'TOWEL-1', product_id: towel.id }),
  );
  return { ...account, warehouse, supplier, mat, towel, matSku, towelSku };
}

type World = Awaited<ReturnType<typeof buyingOrganisation>>;

function orderBody(world: World, overrides: Record<string, unknown> = {}) {
  return {
    supplier_id: world.supplier.id,
    warehouse_id: world.warehouse.id,
    order_date: '2026-01-30',
    reference: 'ACME-77',
    lines: [
      { sku_id: world.matSku.id, quantity: 100, unit_cost: '4.20', currency: 'USD', quantity_in_case: 20 },
      { sku_id: world.towelSku.id, quantity: 30, unit_cost: '1.05' },
    ],
    ...overrides,
  };
}

async function stockOf(world: World, skuId: number): Promise<number> {
  const response = await world.client.get(
    `${world.base}/warehouses/${world.warehouse.ulid}/stock?in_stock=all`,
  );
  expect(response.status).toBe(200);
  const row = response.body.data.find((item: { sku: { id: number } }) => item.sku.id === skuId);
  return row?.quantity ?? 0;
}

async function act(world: World, id: number, action: string, body?: Record<string, unknown>) {
  return world.client.post(`${world.base}/purchase-orders/${id}/${action}`, body);
}

/** A PO taken to SHIPPED through the API. */
async function shippedOrder(world: World) {
  const order = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
  for (const action of ['submit', 'confirm', 'ship'])
    expect((await act(world, order.id, action)).status).toBe(200);
  const shown = await world.client.get(`${world.base}/purchase-orders/${order.id}`);
  return shown.body.data;
}

describe('creating and showing a purchase order', () => {
  it('creates a draft with its lines, totals and expected dates from the supplier', async () => {
    const world = await buyingOrganisation();
    const order = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    expect(order).toMatchObject({
      status: 'DRAFT',
      reference: 'ACME-77',
      supplier: { id: world.supplier.id, name: 'Acme Mills' },
      warehouse: { id: world.warehouse.id, ulid: world.warehouse.ulid, name: 'Berlin' },
      order_date: '2026-01-30',
      production_lead_days: 30,
      buffer_days: 3,
      shipping_days: 12,
      shipping_code: 'DE',
      // 2026-01-30 + 30 days; + 3 buffer + 12 shipping
      expected_ready_date: '2026-03-01',
      expected_arrival_date: '2026-03-16',
      line_count: 2,
      total_quantity: 130,
      total_received: 0,
      totals: [{ currency: 'USD', amount: '451.50' }],
      allowed_actions: ['submit', 'cancel'],
      submitted_at: null,
    });
    expect(order.lines).toEqual([
      {
        id: expect.any(Number),
        sku: {
          id: world.matSku.id,
          sku_id: 'MAT-1',
          asin: null,
          display_name: 'Mat (MAT-1)',
          product_id: world.mat.id,
        },
        quantity: 100,
        quantity_received: 0,
        quantity_in_case: 20,
        unit_cost: '4.20',
        currency: 'USD',
        total: '420.00',
      },
      expect.objectContaining({
        quantity: 30,
        unit_cost: '1.05',
        currency: 'USD',
        total: '31.50',
        quantity_in_case: null,
      }),
    ]);
    const listed = await world.client.get(`${world.base}/purchase-orders`);
    expect(listed.body.meta.total).toBe(1);
    expect(listed.body.data[0]).toMatchObject({
      id: order.id,
      totals: order.totals,
      expected_arrival_date: '2026-03-16',
    });
    expect(listed.body.data[0].lines).toBeUndefined();
  });

  it('refuses another organisation’s supplier, warehouse and SKUs per field, and bad lines', async () => {
    const world = await buyingOrganisation();
    const other = await buyingOrganisation();
    const theirs = await world.client.post(
      `${world.base}/purchase-orders`,
      orderBody(world, {
        supplier_id: other.supplier.id,
        warehouse_id: other.warehouse.id,
        lines: [
          { sku_id: world.matSku.id, quantity: 1, unit_cost: '1.00' },
          { sku_id: other.matSku.id, quantity: 1, unit_cost: '1.00' },
        ],
      }),
    );
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors).toEqual({
      supplier_id: ['The selected supplier id is invalid.'],
      warehouse_id: ['The selected warehouse id is invalid.'],
      'lines.1.sku_id': ['The selected sku id is invalid.'],
    });
    const bad = await world.client.post(
      `${world.base}/purchase-orders`,
      orderBody(world, {
        lines: [
          { sku_id: world.matSku.id, quantity: 1, unit_cost: '1.5', currency: 'JPY' },
          { sku_id: world.matSku.id, quantity: 2, unit_cost: '1.00' },
        ],
      }),
    );
    expect(bad.body.errors).toEqual({
      'lines.0.unit_cost': ['The unit cost has more decimals than JPY allows.'],
      'lines.1.sku_id': ['The SKU is listed twice.'],
    });
    const shapes = await world.client.post(
      `${world.base}/purchase-orders`,
      orderBody(world, { lines: [{ sku_id: world.matSku.id, quantity: 0, unit_cost: 'lots' }] }),
    );
    expect(shapes.status).toBe(422);
    expect(Object.keys(shapes.body.errors).sort()).toEqual(['lines.0.quantity', 'lines.0.unit_cost']);
    const empty = await world.client.post(`${world.base}/purchase-orders`, orderBody(world, { lines: [] }));
    expect(empty.body.errors).toEqual({ lines: ['Add at least one line.'] });
    expect((await world.client.get(`${world.base}/purchase-orders`)).body.meta.total).toBe(0);
  });

  it('edits and deletes only drafts', async () => {
    const world = await buyingOrganisation();
    const order = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    const edited = await world.client.put(
      `${world.base}/purchase-orders/${order.id}`,
      orderBody(world, {
        reference: 'ACME-78',
        lines: [{ sku_id: world.towelSku.id, quantity: 5, unit_cost: '2' }],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      reference: 'ACME-78',
      line_count: 1,
      totals: [{ amount: '10.00' }],
    });
    expect((await act(world, order.id, 'submit')).status).toBe(200);
    const late = await world.client.put(`${world.base}/purchase-orders/${order.id}`, orderBody(world));
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('purchase_orders.illegal_transition');
    const undeletable = await world.client.delete(`${world.base}/purchase-orders/${order.id}`);
    expect(undeletable.status).toBe(422);
    const draft = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    expect((await world.client.delete(`${world.base}/purchase-orders/${draft.id}`)).status).toBe(204);
    expect((await world.client.get(`${world.base}/purchase-orders/${draft.id}`)).status).toBe(404);
  });

  it('keeps the supplier, warehouse and SKUs an order names', async () => {
    const world = await buyingOrganisation();
    await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    const supplier = await world.client.delete(`${world.base}/suppliers/${world.supplier.id}`);
    expect(supplier.status).toBe(422);
    expect(supplier.body.code).toBe('suppliers.in_use');
    expect((await world.client.delete(`${world.base}/warehouses/${world.warehouse.ulid}`)).body.code).toBe(
      'warehouses.in_use',
    );
    expect((await world.client.delete(`${world.base}/skus/${world.towelSku.id}`)).body.code).toBe(
      'skus.in_use',
    );
    expect((await world.client.get(`${world.base}/suppliers/${world.supplier.id}`)).status).toBe(200);
  });
});

describe('the status machine over the API', () => {
  it('walks submit, confirm, start-production, ship, stamping each step, moving no stock', async () => {
    const world = await buyingOrganisation();
    const order = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    const steps: [string, string, string][] = [
      ['submit', 'SUBMITTED', 'submitted_at'],
      ['confirm', 'CONFIRMED', 'confirmed_at'],
      ['start-production', 'IN_PRODUCTION', 'in_production_at'],
      ['ship', 'SHIPPED', 'shipped_at'],
    ];
    for (const [action, status, stamp] of steps) {
      const response = await act(world, order.id, action);
      expect(response.status, `${action}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body.data.status).toBe(status);
      expect(response.body.data[stamp]).toEqual(expect.any(String));
    }
    expect(await stockOf(world, world.matSku.id)).toBe(0);
  });

  it('answers an illegal transition with 422 listing the allowed ones, changing nothing', async () => {
    const world = await buyingOrganisation();
    const order = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    await backgroundSettled(server);
    const before = await tenantSnapshot(server.ctx.db);
    for (const action of ['confirm', 'start-production', 'ship']) {
      const response = await act(world, order.id, action);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('purchase_orders.illegal_transition');
      expect(response.body.errors.status[0]).toContain('Allowed: submit, cancel.');
    }
    const receive = await act(world, order.id, 'receive', {
      lines: [{ line_id: order.lines[0].id, quantity: 1 }],
    });
    expect(receive.status).toBe(422);
    expect(receive.body.errors.status[0]).toContain('Allowed: submit, cancel.');
    await backgroundSettled(server);
    expect(await tenantSnapshot(server.ctx.db)).toEqual(before);
    expect((await act(world, order.id, 'cancel')).body.data).toMatchObject({
      status: 'CANCELLED',
      allowed_actions: [],
    });
    const again = await act(world, order.id, 'submit');
    expect(again.status).toBe(422);
    expect(again.body.errors.status[0]).toContain('No action is allowed any more.');
  });
});

describe('receiving a purchase order', () => {
  it('receives part, then the rest, into the warehouse through the ledger', async () => {
    const world = await buyingOrganisation();
    const order = await shippedOrder(world);
    const [mat, towel] = order.lines;
    const first = await act(world, order.id, 'receive', {
      receipt_id: 'first',
      lines: [
        { line_id: mat.id, quantity: 60 },
        { line_id: towel.id, quantity: 0 },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'PARTIALLY_RECEIVED',
      total_received: 60,
      received_at: null,
    });
    expect(await stockOf(world, world.matSku.id)).toBe(60);

    const over = await act(world, order.id, 'receive', { lines: [{ line_id: mat.id, quantity: 41 }] });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      'lines.0.quantity': ['Only 40 more units of this line can be received.'],
    });

    const rest = await act(world, order.id, 'receive', {
      receipt_id: 'second',
      lines: [
        { line_id: mat.id, quantity: 40 },
        { line_id: towel.id, quantity: 30 },
      ],
    });
    expect(rest.body.data).toMatchObject({
      status: 'RECEIVED',
      total_received: 130,
      received_at: expect.any(String),
    });
    expect(await stockOf(world, world.matSku.id)).toBe(100);
    expect(await stockOf(world, world.towelSku.id)).toBe(30);

    const organisationId = rest.body.data.organisation_id;
    const movements = await server.ctx.db
      .select()
      .from(inventoryMovements)
      .where(
        and(
          eq(inventoryMovements.organisationId, organisationId),
          eq(inventoryMovements.sourceType, 'purchase_order'),
        ),
      );
    expect(
      movements
        .map((movement) => [movement.type, movement.skuId, movement.quantity, movement.sourceId])
        .sort(),
    ).toEqual(
      [
        ['receipt', world.matSku.id, 40, String(order.id)],
        ['receipt', world.matSku.id, 60, String(order.id)],
        ['receipt', world.towelSku.id, 30, String(order.id)],
      ].sort(),
    );
    expect(movements.every((movement) => movement.warehouseId === world.warehouse.id)).toBe(true);
    expect((await act(world, order.id, 'cancel')).status).toBe(422);
  });

  it('cancels a partly received order keeping what arrived, and expects no more', async () => {
    const world = await buyingOrganisation();
    const order = await shippedOrder(world);
    await act(world, order.id, 'receive', { lines: [{ line_id: order.lines[0].id, quantity: 10 }] });
    const cancelled = await act(world, order.id, 'cancel');
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      total_received: 10,
      allowed_actions: [],
    });
    expect(cancelled.body.data.cancelled_at).toEqual(expect.any(String));
    expect(await stockOf(world, world.matSku.id)).toBe(10);
    const late = await act(world, order.id, 'receive', {
      lines: [{ line_id: order.lines[0].id, quantity: 1 }],
    });
    expect(late.status).toBe(422);
    const suggestion = await world.client.get(
      `${world.base}/purchase-orders/suggestion?supplier_id=${world.supplier.id}&warehouse_id=${world.warehouse.id}`,
    );
    expect(suggestion.body.data.lines[0]).toMatchObject({
      sku: { id: world.matSku.id },
      open_purchase_orders: 0,
    });
  });

  it('counts a retried receipt (the same receipt_id) once', async () => {
    const world = await buyingOrganisation();
    const order = await shippedOrder(world);
    const body = { receipt_id: 'dock-7', lines: [{ line_id: order.lines[0].id, quantity: 25 }] };
    expect((await act(world, order.id, 'receive', body)).status).toBe(200);
    const retry = await act(world, order.id, 'receive', body);
    expect(retry.status).toBe(200);
    expect(retry.body.data.total_received).toBe(25);
    expect(await stockOf(world, world.matSku.id)).toBe(25);
  });

  it('never counts concurrent receipts of one order twice', async () => {
    const world = await buyingOrganisation();
    const order = await shippedOrder(world);
    const all = (receiptId: string) => ({
      receipt_id: receiptId,
      lines: order.lines.map((line: { id: number; quantity: number }) => ({
        line_id: line.id,
        quantity: line.quantity,
      })),
    });
    // Two different receipts of everything at once: one is received, the other finds nothing left.
    const racing = await Promise.all([
      act(world, order.id, 'receive', all('a')),
      act(world, order.id, 'receive', all('b')),
    ]);
    expect(racing.map((response) => response.status).sort()).toEqual([200, 422]);
    // The same receipt sent twice at once (a double click, a retry): received once.
    const second = await shippedOrder(world);
    const half = { receipt_id: 'same', lines: [{ line_id: second.lines[0].id, quantity: 50 }] };
    const doubled = await Promise.all([
      act(world, second.id, 'receive', half),
      act(world, second.id, 'receive', half),
    ]);
    expect(doubled.map((response) => response.status)).toEqual([200, 200]);
    expect(await stockOf(world, world.matSku.id)).toBe(150);
    expect(await stockOf(world, world.towelSku.id)).toBe(30);
    const shown = await world.client.get(`${world.base}/purchase-orders/${second.id}`);
    expect(shown.body.data).toMatchObject({ status: 'PARTIALLY_RECEIVED', total_received: 50 });
  });
});

describe('lists, exports and documents', () => {
  it('filters by status, supplier, warehouse, date range and search, sorts, and exports a row per line', async () => {
    const world = await buyingOrganisation();
    const early = await created(
      world.client.post(
        `${world.base}/purchase-orders`,
        orderBody(world, { order_date: '2026-01-02', reference: 'EARLY' }),
      ),
    );
    const late = await created(
      world.client.post(
        `${world.base}/purchase-orders`,
        orderBody(world, { order_date: '2026-03-02', reference: 'LATE' }),
      ),
    );
    await act(world, late.id, 'submit');
    const ids = async (query: string) =>
      (await world.client.get(`${world.base}/purchase-orders?${query}`)).body.data.map(
        (order: { id: number }) => order.id,
      );
    expect(await ids('status=SUBMITTED')).toEqual([late.id]);
    expect(await ids('from=2026-01-01&to=2026-01-31')).toEqual([early.id]);
    expect(await ids(`supplier_id=${world.supplier.id}&sort=order_date&sortDesc=false`)).toEqual([
      early.id,
      late.id,
    ]);
    expect(await ids('search=earl')).toEqual([early.id]);
    expect(await ids(`search=PO-${late.id}`)).toEqual([late.id]);
    expect(await ids('warehouse_id=999999')).toEqual([]);
    const bad = await world.client.get(`${world.base}/purchase-orders?status=LOST&from=yesterday`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'status']);

    const csv = await world.client.get(`${world.base}/purchase-orders/export.csv?status=SUBMITTED`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).toBe(
      'id,reference,status,order_date,supplier,warehouse,expected_ready_date,expected_arrival_date,sku_id,quantity,quantity_received,unit_cost,currency,line_total',
    );
    expect(lines.slice(1)).toEqual([
      `${late.id},LATE,SUBMITTED,2026-03-02,Acme Mills,Berlin,2026-04-01,2026-04-16,MAT-1,100,0,4.20,USD,420.00`,
      `${late.id},LATE,SUBMITTED,2026-03-02,Acme Mills,Berlin,2026-04-01,2026-04-16,TOWEL-1,30,0,1.05,USD,31.50`,
    ]);
  });

  it('is found by the global search by reference, supplier or number', async () => {
    const world = await buyingOrganisation();
    const order = await created(
      world.client.post(`${world.base}/purchase-orders`, orderBody(world, { reference: 'SPRING-26' })),
    );
    const hits = async (query: string) => {
      const response = await world.client.get(`${world.base}/search?query=${encodeURIComponent(query)}`);
      expect(response.status).toBe(200);
      return (
        response.body.data.groups.find((group: { kind: string }) => group.kind === 'purchase-orders')?.hits ??
        []
      );
    };
    expect(await hits('spring')).toEqual([
      {
        id: order.id,
        title: `PO ${order.id} · SPRING-26`,
        subtitle: 'Acme Mills · Draft',
        link: { name: 'purchase-orders.edit', params: { id: order.id } },
      },
    ]);
    expect((await hits(`PO-${order.id}`)).map((hit: { id: number }) => hit.id)).toEqual([order.id]);
    expect((await hits('acme')).map((hit: { id: number }) => hit.id)).toEqual([order.id]);
    expect(await hits('autumn')).toEqual([]);
  });

  it('renders a PDF for the supplier', async () => {
    const world = await buyingOrganisation();
    const order = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    const response = await world.client.get(`${world.base}/purchase-orders/${order.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(String(response.body).startsWith('%PDF-')).toBe(true);
    expect((await world.client.get(`${world.base}/purchase-orders/999999/pdf`)).status).toBe(404);
  });
});

describe('who may do what', () => {
  it('lets a viewer read but refuses every write with 403, and outsiders get 404', async () => {
    const { owner, base, members } = await teamWith(server, ['viewer']);
    const world = await buyingOrganisation(owner.client, base);
    const order = await shippedOrder(world);
    const viewer = members.viewer?.client as TestClient;
    expect((await viewer.get(`${base}/purchase-orders/${order.id}`)).status).toBe(200);
    expect((await viewer.get(`${base}/purchase-orders`)).status).toBe(200);
    await backgroundSettled(server);
    const before = await tenantSnapshot(server.ctx.db);
    const writes = [
      viewer.post(`${base}/purchase-orders`, orderBody(world)),
      viewer.put(`${base}/purchase-orders/${order.id}`, orderBody(world)),
      viewer.delete(`${base}/purchase-orders/${order.id}`),
      ...['submit', 'confirm', 'start-production', 'ship', 'cancel'].map((action) =>
        viewer.post(`${base}/purchase-orders/${order.id}/${action}`),
      ),
      viewer.post(`${base}/purchase-orders/${order.id}/receive`, {
        lines: [{ line_id: order.lines[0].id, quantity: 1 }],
      }),
    ];
    expect((await Promise.all(writes)).map((response) => response.status)).toEqual(
      Array(writes.length).fill(403),
    );
    await backgroundSettled(server);
    expect(await tenantSnapshot(server.ctx.db)).toEqual(before);

    const outsider = await catalogOrganisation(server);
    for (const path of [
      `/purchase-orders/${order.id}`,
      `/purchase-orders/${order.id}/pdf`,
      '/purchase-orders',
    ])
      expect((await outsider.client.get(`${base}${path}`)).status).toBe(404);
    expect((await outsider.client.post(`${base}/purchase-orders/${order.id}/cancel`)).status).toBe(404);
    // Its own organisation does not have the order either.
    expect((await outsider.client.get(`${outsider.base}/purchase-orders/${order.id}`)).status).toBe(404);
    expect((await outsider.client.post(`${outsider.base}/purchase-orders/${order.id}/cancel`)).status).toBe(
      404,
    );
    expect((await owner.client.get(`${base}/purchase-orders/${order.id}`)).body.data.status).toBe('SHIPPED');
  });
});

describe('stock health after an order', () => {
  it('recomputes the SKUs of an order placed or cancelled on its own, counting its units on order', async () => {
    const world = await buyingOrganisation();
    const onOrder = async () => {
      const stock = await world.client.get(`${world.base}/stock?sort=sku_id`);
      return Object.fromEntries(
        stock.body.data.map((row: { sku: { sku_id: string }; on_order: number }) => [
          row.sku.sku_id,
          row.on_order,
        ]),
      );
    };
    // New SKUs are computed without a manual step (their skus.created event, decision 23).
    await recomputed(world.client, world.base, (rows) => rows.every((row) => row.generated_at !== null));
    const order = await created(world.client.post(`${world.base}/purchase-orders`, orderBody(world)));
    expect(await onOrder()).toEqual({ 'MAT-1': 0, 'TOWEL-1': 0 });

    // Placed: its lines' event queues the SKUs and their recompute, with nothing asked for.
    expect((await act(world, order.id, 'submit')).status).toBe(200);
    await vi.waitFor(async () => expect(await onOrder()).toEqual({ 'MAT-1': 100, 'TOWEL-1': 30 }), {
      timeout: 30_000,
      interval: 250,
    });

    expect((await act(world, order.id, 'cancel')).status).toBe(200);
    await vi.waitFor(async () => expect(await onOrder()).toEqual({ 'MAT-1': 0, 'TOWEL-1': 0 }), {
      timeout: 30_000,
      interval: 250,
    });
    // Three recomputes in the background, behind those of the file's other organisations.
  }, 120_000);
});
