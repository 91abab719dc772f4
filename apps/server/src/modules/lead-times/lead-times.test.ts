import { adoptShippingTimes, type SupplierLeadTimes, type WarehouseLeadTimes } from '@backoffice/shared';
import { and, asc, eq } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { catalogOrganisation, created } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { purchaseOrderReceipts, purchaseOrders } from '../purchase-orders/purchase-orders.tables.ts';
import { countries } from '../reference/reference.tables.ts';
import { transferEvents } from '../transfers/transfers.tables.ts';
import { leadTimesForPlanning } from './lead-times.facts.ts';

const server = useTestServer();
const nextUlid = monotonicFactory();

async function countryId(code: string): Promise<number> {
  const [row] = await server.ctx.db.select().from(countries).where(eq(countries.countryCode, code));
  if (!row) throw new Error(`no country ${code}`);
  return row.id;
}

const at = (day: string) => new Date(`${day}T10:00:00Z`);

/**
 * What happened, made through the API; where the API cannot backdate, the dates are set in the
 * database afterwards. The purchase-order actions and a transfer's receipt event stamp the
 * current time (a seller cannot say "this was confirmed last March"), while a transfer's shipping
 * and received dates are the user's to give, so those go through the API.
 */
async function history() {
  const { client, base, organisation } = await catalogOrganisation(server);
  const newark = await created(
    client.post(`${base}/warehouses`, { name: 'Newark', country_ids: [await countryId('US')] }),
  );
  const fba = await created(
    client.post(`${base}/warehouses`, {
      name: 'Amazon US',
      country_ids: [await countryId('US')],
      is_fulfillment_center: true,
    }),
  );
  const supplier = await created(
    client.post(`${base}/suppliers`, {
      name: 'Acme Mills',
      shipping_times: [{ type: 'country', code: 'US', days: 30 }],
    }),
  );
  const mat = await created(client.post(`${base}/products`, { name: 'Mat' }));
  const towel = await created(client.post(`${base}/products`, { name: 'Towel' }));
  const linked = await client.put(`${base}/suppliers/${supplier.id}/products`, {
    products: [
      { product_id: mat.id, production_lead_days: 25, buffer_days: 3 },
      { product_id: towel.id, production_lead_days: 25, buffer_days: 0 },
    ],
  });
  expect(linked.status).toBe(200);
  const matSku = await created(client.post(`${base}/skus`, { sku_id: 'MAT-1', product_id: mat.id }));
  const towelSku = await created(client.post(`${base}/skus`, { sku_id: 'TOWEL-1', product_id: towel.id }));

  // Four orders: confirmed → shipped 30, 33, 35, 40 days; shipped → received 32, 34, 35 and
  // 35 then 40 (the last arrived in two receipts).
  const orders = [
    { confirmed: '2026-01-05', shipped: '2026-02-04', receipts: ['2026-03-08'] },
    { confirmed: '2026-02-01', shipped: '2026-03-06', receipts: ['2026-04-09'] },
    { confirmed: '2026-03-01', shipped: '2026-04-05', receipts: ['2026-05-10'] },
    { confirmed: '2026-04-01', shipped: '2026-05-11', receipts: ['2026-06-15', '2026-06-20'] },
  ];
  for (const [index, dates] of orders.entries()) {
    const order = await created(
      client.post(`${base}/purchase-orders`, {
        supplier_id: supplier.id,
        warehouse_id: newark.id,
        lines: [
          { sku_id: matSku.id, quantity: 100, unit_cost: '4.20' },
          { sku_id: towelSku.id, quantity: 100, unit_cost: '1.05' },
        ],
      }),
    );
    for (const action of ['submit', 'confirm', 'ship'])
      expect((await client.post(`${base}/purchase-orders/${order.id}/${action}`)).status).toBe(200);
    for (const [receipt, day] of dates.receipts.entries()) {
      const last = receipt === dates.receipts.length - 1;
      const received = await client.post(`${base}/purchase-orders/${order.id}/receive`, {
        receipt_id: `r${index}-${receipt}`,
        lines: order.lines.map((line: { id: number }) => ({
          line_id: line.id,
          quantity: last ? 100 - receipt * 40 : 40,
        })),
      });
      expect(received.status, JSON.stringify(received.body)).toBe(200);
      await server.ctx.db
        .update(purchaseOrderReceipts)
        .set({ receivedAt: at(day) })
        .where(
          and(
            eq(purchaseOrderReceipts.organisationId, organisation.id),
            eq(purchaseOrderReceipts.receiptKey, `r${index}-${receipt}`),
          ),
        );
    }
    await server.ctx.db
      .update(purchaseOrders)
      .set({ confirmedAt: at(dates.confirmed), shippedAt: at(dates.shipped) })
      .where(and(eq(purchaseOrders.organisationId, organisation.id), eq(purchaseOrders.id, order.id)));
  }
  // One more, confirmed but not shipped: it says nothing yet.
  const open = await created(
    client.post(`${base}/purchase-orders`, {
      supplier_id: supplier.id,
      warehouse_id: newark.id,
      lines: [{ sku_id: matSku.id, quantity: 10, unit_cost: '4.20' }],
    }),
  );
  for (const action of ['submit', 'confirm'])
    expect((await client.post(`${base}/purchase-orders/${open.id}/${action}`)).status).toBe(200);

  // Four transfers from Newark to Amazon: UPS 8, 6 then 12 (two receipts), 10 days; DHL 14.
  const transfers = [
    { courier: 'UPS', shipped: '2026-07-01', receipts: ['2026-07-09'] },
    { courier: 'UPS', shipped: '2026-07-10', receipts: ['2026-07-16', '2026-07-22'] },
    { courier: 'ups', shipped: '2026-08-01', receipts: ['2026-08-11'] },
    { courier: 'DHL', shipped: '2026-09-01', receipts: ['2026-09-15'] },
  ];
  for (const plan of transfers) {
    const items = [matSku, towelSku].map((sku) => ({
      ulid: nextUlid().toLowerCase(),
      sku_id: sku.id,
      quantity_shipped: 10,
    }));
    const transfer = await created(
      client.post(`${base}/transfers`, {
        name: `To Amazon ${plan.shipped}`,
        outgoing_warehouse_id: newark.id,
        destination_warehouse_id: fba.id,
        courier: plan.courier,
        items,
      }),
    );
    const path = `${base}/transfers/${transfer.id}`;
    expect((await client.post(`${path}/ship`, { shipping_date: plan.shipped })).status).toBe(200);
    for (const [receipt, day] of plan.receipts.entries()) {
      const last = receipt === plan.receipts.length - 1;
      const received = await client.post(`${path}/receive`, {
        items: items.map((item) => ({ ulid: item.ulid, quantity_received: last ? 10 : 4 })),
        received_date: day,
      });
      expect(received.status, JSON.stringify(received.body)).toBe(200);
    }
    if (plan.receipts.length > 1) {
      // The receipt event is stamped now; only the transfer's received_date (its last) is the user's.
      const [first] = await server.ctx.db
        .select()
        .from(transferEvents)
        .where(
          and(
            eq(transferEvents.organisationId, organisation.id),
            eq(transferEvents.transferId, transfer.id),
            eq(transferEvents.type, 'received'),
          ),
        )
        .orderBy(asc(transferEvents.id))
        .limit(1);
      await server.ctx.db
        .update(transferEvents)
        .set({ occurredAt: at(plan.receipts[0] as string) })
        .where(
          and(eq(transferEvents.organisationId, organisation.id), eq(transferEvents.id, first?.id ?? 0)),
        );
    }
  }
  return { client, base, organisation, newark, fba, supplier, mat, towel };
}

type History = Awaited<ReturnType<typeof history>>;

// The tests that only read share one history (a few seconds to build); adopting builds its own.
let shared: Promise<History> | undefined;
const sharedHistory = () => {
  shared ??= history();
  return shared;
};

async function supplierLeadTimes(world: History): Promise<SupplierLeadTimes> {
  const response = await world.client.get(`${world.base}/suppliers/${world.supplier.id}/lead-times`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

async function warehouseLeadTimes(world: History, ulid: string): Promise<WarehouseLeadTimes> {
  const response = await world.client.get(`${world.base}/warehouses/${ulid}/lead-times`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('learned lead times from a handful of POs and transfers', () => {
  it("shows a supplier's production lead and transit beside what was typed, and plans with the learned ones", async () => {
    const world = await sharedHistory();
    expect(await supplierLeadTimes(world)).toEqual({
      supplier_id: world.supplier.id,
      min_observations: 3,
      production: {
        learned: { median: 34, p10: 30.9, p90: 38.5, observations: 4 },
        typed_min: 25,
        typed_max: 25,
        products: 2,
        typed_days: 25,
        learned_days: 34,
        plans_with: 'learned',
        planned_days: 34,
      },
      lanes: [
        {
          origin: { type: 'supplier', id: world.supplier.id, ulid: null, name: 'Acme Mills' },
          destination: {
            id: world.newark.id,
            ulid: world.newark.ulid,
            name: 'Newark',
            is_fulfillment_center: false,
          },
          first_received: { median: 34.5, p10: 32.6, p90: 35, observations: 4 },
          last_received: { median: 34.5, p10: 32.6, p90: 38.5, observations: 4 },
          methods: [],
          plan: {
            metric: 'first_received',
            typed_days: 30,
            typed_from: 'supplier_shipping_time',
            typed_code: 'US',
            learned_days: 35,
            plans_with: 'learned',
            planned_days: 35,
          },
          adopt_into: {
            kind: 'supplier_shipping_times',
            supplier_id: world.supplier.id,
            entries: [{ type: 'country', code: 'US' }],
          },
        },
      ],
    });
  });

  it('shows transit into an FBA warehouse per lane and by courier, and its receiving', async () => {
    const world = await sharedHistory();
    const fba = await warehouseLeadTimes(world, world.fba.ulid);
    expect(fba.warehouse).toEqual({
      id: world.fba.id,
      ulid: world.fba.ulid,
      name: 'Amazon US',
      is_fulfillment_center: true,
      transit_days: null,
    });
    expect(fba.lanes).toEqual([
      {
        origin: { type: 'warehouse', id: world.newark.id, ulid: world.newark.ulid, name: 'Newark' },
        destination: {
          id: world.fba.id,
          ulid: world.fba.ulid,
          name: 'Amazon US',
          is_fulfillment_center: true,
        },
        first_received: { median: 9, p10: 6.6, p90: 12.8, observations: 4 },
        last_received: { median: 11, p10: 8.6, p90: 13.4, observations: 4 },
        methods: [
          {
            method: 'UPS',
            first_received: { median: 8, p10: 6.4, p90: 9.6, observations: 3 },
            last_received: { median: 10, p10: 8.4, p90: 11.6, observations: 3 },
          },
          {
            method: 'DHL',
            first_received: { median: 14, p10: 14, p90: 14, observations: 1 },
            last_received: { median: 14, p10: 14, p90: 14, observations: 1 },
          },
        ],
        plan: {
          metric: 'last_received',
          typed_days: 14,
          typed_from: 'default',
          typed_code: null,
          learned_days: 11,
          plans_with: 'learned',
          planned_days: 11,
        },
        adopt_into: { kind: 'warehouse_transit_days', warehouse_ulid: world.fba.ulid },
      },
    ]);
    expect(fba.receiving).toMatchObject({
      first_received: { median: 9, observations: 4 },
      last_received: { median: 11, observations: 4 },
      plan: { metric: 'last_received', typed_days: 14, learned_days: 11, plans_with: 'learned' },
      adopt_into: { kind: 'warehouse_transit_days', warehouse_ulid: world.fba.ulid },
    });

    const newark = await warehouseLeadTimes(world, world.newark.ulid);
    expect(newark.receiving).toBeNull();
    expect(newark.lanes.map((lane) => [lane.origin.name, lane.plan.planned_days])).toEqual([
      ['Acme Mills', 35],
    ]);
  });

  it('gives planning the learned values with their spread, and the typed ones where too little happened', async () => {
    const world = await sharedHistory();
    const other = await created(world.client.post(`${world.base}/suppliers`, { name: 'Slow Co' }));
    const plan = await leadTimesForPlanning(server.ctx.db, { organisationId: world.organisation.id });
    expect(plan.minObservations).toBe(3);
    expect(plan.productionLead(world.supplier.id, 25)).toEqual({
      source: 'learned',
      days: 34,
      p10: 30.9,
      p90: 38.5,
      observations: 4,
      learnedDays: 34,
    });
    expect(plan.productionLead(other.id, 12)).toMatchObject({ source: 'typed', days: 12, p10: 12, p90: 12 });
    expect(plan.transit({ type: 'supplier', id: world.supplier.id }, world.newark.id)).toMatchObject({
      source: 'learned',
      days: 35,
      p10: 32.6,
      p90: 35,
      metric: 'first_received',
    });
    expect(plan.transit({ type: 'warehouse', id: world.newark.id }, world.fba.id)).toMatchObject({
      source: 'learned',
      days: 11,
      p10: 8.6,
      p90: 13.4,
      metric: 'last_received',
    });
    // Never travelled: typed (the supplier's US shipping time; a transfer's default 5 days).
    expect(plan.transit({ type: 'supplier', id: world.supplier.id }, world.fba.id)).toMatchObject({
      source: 'typed',
      days: 30,
      observations: 0,
      typedFrom: 'supplier_shipping_time',
    });
    expect(plan.transit({ type: 'warehouse', id: world.fba.id }, world.newark.id)).toMatchObject({
      source: 'typed',
      days: 5,
      typedFrom: 'default',
    });
    expect(plan.lanes).toHaveLength(2);
  });
});

describe('adopting a learned value', () => {
  it('writes the learned median as the typed value through the records’ own updates', async () => {
    const world = await history();
    const before = await supplierLeadTimes(world);

    // Production lead: every product's production_lead_days, buffers kept.
    const supplier = (await world.client.get(`${world.base}/suppliers/${world.supplier.id}`)).body.data;
    const products = await world.client.put(`${world.base}/suppliers/${world.supplier.id}/products`, {
      products: supplier.products.map((product: { id: number; pivot: { buffer_days: number } }) => ({
        product_id: product.id,
        buffer_days: product.pivot.buffer_days,
        production_lead_days: before.production.learned_days,
      })),
    });
    expect(products.status).toBe(200);
    expect(products.body.data.products.map((p: { pivot: unknown }) => p.pivot)).toMatchObject([
      { buffer_days: 3, production_lead_days: 34, min_order_quantity: null, min_order_value: null },
      { buffer_days: 0, production_lead_days: 34, min_order_quantity: null, min_order_value: null },
    ]);

    // Transit: the shipping time the lane's lookup matched.
    const lane = before.lanes[0];
    if (lane?.adopt_into?.kind !== 'supplier_shipping_times') throw new Error('expected shipping times');
    const updated = await world.client.put(`${world.base}/suppliers/${world.supplier.id}`, {
      name: supplier.name,
      shipping_times: adoptShippingTimes(
        supplier.shipping_times,
        lane.adopt_into.entries,
        lane.plan.learned_days ?? 0,
      ),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.shipping_times).toMatchObject([{ type: 'country', code: 'US', days: 35 }]);

    const after = await supplierLeadTimes(world);
    expect(after.production).toMatchObject({
      typed_min: 34,
      typed_max: 34,
      typed_days: 34,
      plans_with: 'learned',
    });
    expect(after.lanes[0]?.plan).toMatchObject({ typed_days: 35, typed_code: 'US', learned_days: 35 });

    // Into the FBA warehouse: its transit days.
    const saved = await world.client.put(`${world.base}/warehouses/${world.fba.ulid}`, {
      name: 'Amazon US',
      transit_days: 11,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ transit_days: 11, is_fulfillment_center: true });
    const fba = await warehouseLeadTimes(world, world.fba.ulid);
    expect(fba.lanes[0]?.plan).toMatchObject({ typed_days: 11, typed_from: 'warehouse_transit_days' });
    expect(fba.receiving?.plan).toMatchObject({ typed_days: 11, typed_from: 'warehouse_transit_days' });
    const plan = await leadTimesForPlanning(server.ctx.db, { organisationId: world.organisation.id });
    expect(plan.transit({ type: 'warehouse', id: world.fba.id }, world.fba.id)).toMatchObject({
      source: 'typed',
      days: 11,
    });
  });

  it('refuses transit days out of range, and clears them with null', async () => {
    const { client, base } = await catalogOrganisation(server);
    const warehouse = await created(client.post(`${base}/warehouses`, { name: 'Hub', transit_days: 4 }));
    expect(warehouse.transit_days).toBe(4);
    const refused = await client.put(`${base}/warehouses/${warehouse.ulid}`, {
      name: 'Hub',
      transit_days: 400,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ transit_days: ['The transit days must not be greater than 365.'] });
    const kept = await client.put(`${base}/warehouses/${warehouse.ulid}`, { name: 'Hub' });
    expect(kept.body.data.transit_days).toBe(4);
    const cleared = await client.put(`${base}/warehouses/${warehouse.ulid}`, {
      name: 'Hub',
      transit_days: null,
    });
    expect(cleared.body.data.transit_days).toBeNull();
  });

  it('plans with the typed values while fewer than three orders shipped', async () => {
    const { client, base } = await catalogOrganisation(server);
    const supplier = await created(client.post(`${base}/suppliers`, { name: 'New Co' }));
    const leadTimes = (await client.get(`${base}/suppliers/${supplier.id}/lead-times`)).body.data;
    expect(leadTimes).toEqual({
      supplier_id: supplier.id,
      min_observations: 3,
      production: {
        learned: null,
        typed_min: null,
        typed_max: null,
        products: 0,
        typed_days: null,
        learned_days: null,
        plans_with: 'typed',
        planned_days: null,
      },
      lanes: [],
    });
  });
});

describe("another organisation's lead times", () => {
  it('answers 404 for its supplier and its warehouse, and to someone outside it', async () => {
    const world = await sharedHistory();
    const stranger = await signUp(server);
    const strangerBase = `/api/organisations/${stranger.organisation.ulid}`;
    const asStranger = (client: TestClient, path: string) => client.get(path);
    expect(
      (await asStranger(stranger.client, `${strangerBase}/suppliers/${world.supplier.id}/lead-times`)).status,
    ).toBe(404);
    expect(
      (await asStranger(stranger.client, `${strangerBase}/warehouses/${world.fba.ulid}/lead-times`)).status,
    ).toBe(404);
    expect(
      (await asStranger(stranger.client, `${world.base}/suppliers/${world.supplier.id}/lead-times`)).status,
    ).toBe(404);
    expect(
      (await asStranger(stranger.client, `${world.base}/warehouses/${world.fba.ulid}/lead-times`)).status,
    ).toBe(404);
    // Its own lanes learn nothing from the other organisation's orders and transfers.
    const plan = await leadTimesForPlanning(server.ctx.db, { organisationId: stranger.organisation.id });
    expect(plan.production).toEqual([]);
    expect(plan.lanes).toEqual([]);
  });
});
