import type {
  Counts,
  OrderProblemSummary,
  Paginated,
  ReportType,
  StoreOrder,
  StoreOrderDetail,
} from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant-transaction.ts';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { scanOrderProblems } from './store-orders.jobs.ts';
import { openProblemSummary } from './store-orders.repository.ts';
import { storeOrderRefunds, storeOrderReturns } from './store-orders.tables.ts';

const server = useTestServer();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const DAY_MS = 86_400_000;

async function createSource(client: TestClient, base: string, name: string): Promise<number> {
  const source = await client.post(`${base}/report-sources`, { name, type: 'manual' });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  return (source.body.data as { id: number }).id;
}

async function processOrders(
  client: TestClient,
  base: string,
  sourceId: number,
  lines: Record<string, string>[],
) {
  const created = await upload(
    client,
    base,
    { report_source_id: String(sourceId), report_type: ORDERS },
    report(ORDERS, lines),
  );
  expect((await outcome(client, base, created.id)).status).toBe('PROCESSED');
}

/** An organisation with one SKU mapped and costed (CHAIR) and a source of uploaded reports. */
async function setUp() {
  const org = await catalogOrganisation(server);
  const [row] = await server.ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.ulid, org.organisation.ulid));
  const product = await org.client.post(`${org.base}/products`, { name: 'Camp chair' });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const productId = (product.body.data as { id: number }).id;
  const sku = await org.client.post(`${org.base}/skus`, {
    sku_id: 'CHAIR',
    product_id: productId,
    cogs: '4.00',
    cogs_currency: 'GBP',
  });
  expect(sku.status, JSON.stringify(sku.body)).toBe(201);
  return {
    ...org,
    organisationId: row?.id as number,
    productId,
    sourceId: await createSource(org.client, org.base, 'Seller Central files'),
  };
}

type Org = Awaited<ReturnType<typeof setUp>>;

async function orders(org: Org, query: string) {
  const response = await org.client.get(`${org.base}/store-orders?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Paginated<StoreOrder>;
}

async function ordersCount(org: Org): Promise<number> {
  const response = await org.client.get(`${org.base}/counts`);
  return (response.body as unknown as Counts).orders;
}

const problemsOf = (page: Paginated<StoreOrder>) =>
  Object.fromEntries(
    page.data.map((order) => [order.order_id, order.problems.map((problem) => problem.rule)]),
  );

/** The problem orders once the scan queued by the report's processing has run. */
/**
 * The problem orders once the scans the last step queued have run (its events delivered and
 * their jobs done), expected to number `expected`. Waiting for the work itself, not for a count:
 * a count polled against a deadline read a scan still queued on a loaded CI machine.
 */
async function problemOrdersWhenScanned(org: Org, expected: number) {
  await backgroundSettled(server, org.organisationId);
  const page = await orders(org, 'problems=true&sort=order_id');
  expect(page.meta.total, JSON.stringify(problemsOf(page))).toBe(expected);
  return page;
}

const ORDER_LINES = [
  orderLine('203-OK', 'CHAIR'),
  orderLine('203-NEW', 'MUG'),
  orderLine('203-CXL', 'CHAIR', { 'order-status': 'Cancelled' }),
  orderLine('203-LATE', 'CHAIR', {
    'fulfillment-channel': 'Merchant',
    'order-status': 'Unshipped',
    'item-status': 'Unshipped',
  }),
];

describe('problem orders', () => {
  it('are found by the rules once a report is processed, listed with their reasons, and counted by the same query', async () => {
    const org = await setUp();
    await processOrders(org.client, org.base, org.sourceId, ORDER_LINES);

    const page = await problemOrdersWhenScanned(org, 3);
    expect(problemsOf(page)).toEqual({
      '203-CXL': ['cancelled_after_shipment'],
      '203-LATE': ['late_shipment'],
      '203-NEW': ['unmapped_sku', 'missing_cogs'],
    });
    const late = page.data.find((order) => order.order_id === '203-LATE');
    expect(late?.problems[0]?.message).toBe(
      'Not shipped by its latest ship date, 2026-11-04 (2 business days after purchase).',
    );
    expect(late?.problem_acknowledged_at).toBeNull();
    expect(await ordersCount(org)).toBe(3);

    const byRule = await orders(org, 'problem=missing_cogs');
    expect(byRule.data.map((order) => order.order_id)).toEqual(['203-NEW']);
    const fine = await orders(org, 'problems=false');
    expect(fine.data.map((order) => order.order_id)).toEqual(['203-OK']);
    expect(fine.data[0]?.problems).toEqual([]);

    const refused = await org.client.get(`${org.base}/store-orders?problem=nonsense`);
    expect(refused.status).toBe(422);
    // A day past what a timestamp holds once a day is added to it (an inclusive `to`) is refused.
    const farOff = await org.client.get(`${org.base}/store-orders?to=9999-12-31`);
    expect(farOff.status, JSON.stringify(farOff.body)).toBe(422);
    expect(farOff.body.errors).toHaveProperty('to');
  });

  it('are summarised rule by rule: the orders each flags, and the SKUs to fix for the SKU rules', async () => {
    const org = await setUp();
    await processOrders(org.client, org.base, org.sourceId, [
      ...ORDER_LINES,
      orderLine('203-NEW2', 'MUG', { quantity: '2' }),
      orderLine('203-TWO', 'CUP'),
      orderLine('203-TWO', 'MUG'),
    ]);
    await problemOrdersWhenScanned(org, 5);
    const summary = async () => {
      const response = await org.client.get(`${org.base}/store-orders/problem-summary`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as OrderProblemSummary[];
    };
    expect(await summary()).toEqual([
      { rule: 'missing_cogs', orders: 3, skus: 2 },
      { rule: 'unmapped_sku', orders: 3, skus: 2 },
      { rule: 'cancelled_after_shipment', orders: 1, skus: null },
      { rule: 'late_shipment', orders: 1, skus: null },
    ]);
    // Each figure is the list's own: the rule's problem orders still to look at.
    const { total } = (await orders(org, 'problems=true&problem=missing_cogs')).meta;
    expect(total).toBe(3);
    // Counted from the rule's orders or from the SKUs that meet it (the side the data makes
    // smaller), the SKUs are the same.
    const countedFrom = (ordersPerSku: number) =>
      inTenant(server.ctx.db, org.organisationId, (tx) =>
        openProblemSummary(tx, { organisationId: org.organisationId, ordersPerSku }),
      );
    const fromSkus = await countedFrom(0);
    expect(await countedFrom(1_000_000)).toEqual(fromSkus);
    expect(fromSkus.filter((row) => row.skus !== null)).toEqual([
      { rule: 'missing_cogs', orders: 3, skus: 2 },
      { rule: 'unmapped_sku', orders: 3, skus: 2 },
    ]);

    // A COGS for MUG: its orders stay flagged until the next scan, but only CUP is left to fix.
    await server.ctx.db
      .update(skus)
      .set({ cogs: 150, cogsCurrency: 'GBP' })
      .where(and(eq(skus.organisationId, org.organisationId), eq(skus.skuId, 'MUG')));
    expect((await summary()).find((row) => row.rule === 'missing_cogs')?.skus).toBe(1);

    const late = (await orders(org, 'problem=late_shipment')).data[0]?.id as number;
    await org.client.post(`${org.base}/store-orders/${late}/acknowledge`, { note: 'Shipped by hand.' });
    expect((await summary()).map((row) => row.rule)).not.toContain('late_shipment');
  });

  it('leave the list and the count when acknowledged with a note, until a rule the note did not cover finds something', async () => {
    const org = await setUp();
    await processOrders(org.client, org.base, org.sourceId, ORDER_LINES);
    const page = await problemOrdersWhenScanned(org, 3);
    const idOf = (orderId: string) => page.data.find((order) => order.order_id === orderId)?.id as number;
    const okId = (await orders(org, 'search=203-OK')).data[0]?.id as number;

    const noNote = await org.client.post(`${org.base}/store-orders/${idOf('203-NEW')}/acknowledge`, {
      note: ' ',
    });
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors).toHaveProperty('note');
    const nothingToAcknowledge = await org.client.post(`${org.base}/store-orders/${okId}/acknowledge`, {
      note: 'fine',
    });
    expect(nothingToAcknowledge.status).toBe(422);
    expect(nothingToAcknowledge.body.code).toBe('store_orders.no_problem');
    expect(await ordersCount(org)).toBe(3);

    const acknowledged = await org.client.post(`${org.base}/store-orders/${idOf('203-NEW')}/acknowledge`, {
      note: 'Sample sent to a reviewer; mapping it next week.',
    });
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    const order = acknowledged.body.data as StoreOrderDetail;
    expect(order.problem_note).toBe('Sample sent to a reviewer; mapping it next week.');
    expect(order.problem_acknowledged_by).toMatchObject({ name: 'Test User' });
    expect(order.timeline.map((entry) => entry.kind)).toEqual([
      'purchased',
      'shipped',
      'problem_detected',
      'problem_acknowledged',
    ]);
    expect(order.timeline.at(-1)?.text).toBe(
      'Acknowledged by Test User: Sample sent to a reviewer; mapping it next week.',
    );

    expect(await ordersCount(org)).toBe(2);
    expect((await orders(org, 'problems=true')).meta.total).toBe(2);
    expect((await orders(org, 'problem=unmapped_sku')).data.map((each) => each.order_id)).toEqual([
      '203-NEW',
    ]);

    // The same order id from a second source: a duplicate, which the acknowledgement did not cover.
    const second = await createSource(org.client, org.base, 'Second account');
    await processOrders(org.client, org.base, second, [orderLine('203-NEW', 'MUG')]);
    const after = await problemOrdersWhenScanned(org, 4);
    expect(after.meta.total).toBe(4);
    expect(await ordersCount(org)).toBe(4);
    const duplicates = after.data.filter((each) => each.order_id === '203-NEW');
    expect(duplicates.map((each) => each.problems.map((problem) => problem.rule))).toEqual([
      ['unmapped_sku', 'missing_cogs', 'duplicate_order'],
      ['unmapped_sku', 'missing_cogs', 'duplicate_order'],
    ]);
    expect(duplicates.map((each) => each.problem_note)).toEqual([null, null]);
    expect(duplicates.flatMap((each) => each.problems.map((problem) => problem.message))).toContain(
      'The same order id also came from Second account: its units may be counted twice.',
    );
  });

  it('follow what changes later: a SKU mapped and costed, a refund with no return, then the return', async () => {
    const org = await setUp();
    await processOrders(org.client, org.base, org.sourceId, ORDER_LINES);
    await problemOrdersWhenScanned(org, 3);
    const scan = () => scanOrderProblems({ db: server.ctx.db, organisationId: org.organisationId });

    const [mug] = await server.ctx.db
      .select()
      .from(skus)
      .where(and(eq(skus.organisationId, org.organisationId), eq(skus.skuId, 'MUG')));
    const mapped = await org.client.put(`${org.base}/skus/${mug?.id}`, {
      product_id: org.productId,
      cogs: '2.50',
      cogs_currency: 'GBP',
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    // The SKU's change queues a scan of its own.
    expect(problemsOf(await problemOrdersWhenScanned(org, 2))).toEqual({
      '203-CXL': ['cancelled_after_shipment'],
      '203-LATE': ['late_shipment'],
    });

    const ok = (await orders(org, 'search=203-OK')).data[0] as StoreOrder;
    const [chair] = await server.ctx.db
      .select()
      .from(skus)
      .where(and(eq(skus.organisationId, org.organisationId), eq(skus.skuId, 'CHAIR')));
    const fact = {
      organisationId: org.organisationId,
      reportSourceId: org.sourceId,
      orderId: '203-OK',
      skuId: chair?.id as number,
      sellerSku: 'CHAIR',
      quantity: 1,
    };
    await server.ctx.db.insert(storeOrderRefunds).values({
      ...fact,
      idempotencyKey: 'refund-1',
      refundDate: new Date(Date.now() - 50 * DAY_MS),
      currency: 'GBP',
      amount: 1000,
    });
    expect(await scan()).toMatchObject({ full: false });
    const refunded = await org.client.get(`${org.base}/store-orders/${ok.id}`);
    const detail = refunded.body.data as StoreOrderDetail;
    expect(detail.problems.map((problem) => problem.rule)).toEqual(['refund_without_return']);
    expect(detail.timeline.map((entry) => entry.kind)).toContain('refunded');
    expect(detail.margin).toEqual({
      currency: 'GBP',
      revenue: '10.00',
      refunded: '10.00',
      cogs: '4.00',
      fees: null,
      estimated_fees: null,
      estimated_fees_skus: [],
      margin: '-4.00',
      unknown_cogs_skus: [],
      unknown_fees_skus: ['CHAIR'],
    });
    expect(await ordersCount(org)).toBe(3);

    await server.ctx.db.insert(storeOrderReturns).values({
      ...fact,
      idempotencyKey: 'return-1',
      returnDate: new Date(Date.now() - 30 * DAY_MS),
      disposition: 'SELLABLE',
    });
    await scan();
    expect((await org.client.get(`${org.base}/store-orders/${ok.id}`)).body.data).toMatchObject({
      problems: [],
    });
    expect(await ordersCount(org)).toBe(2);

    // Nothing changed since: a scan looks at (almost) nothing and changes nothing.
    expect(await scan()).toMatchObject({ full: false, changed: 0 });
  });

  it("are an organisation's own: another one's order cannot be acknowledged", async () => {
    const org = await setUp();
    await processOrders(org.client, org.base, org.sourceId, ORDER_LINES);
    const page = await problemOrdersWhenScanned(org, 3);
    const other = await catalogOrganisation(server);
    const response = await other.client.post(`${other.base}/store-orders/${page.data[0]?.id}/acknowledge`, {
      note: 'not mine',
    });
    expect(response.status).toBe(404);
    expect(await ordersCount(org)).toBe(3);
  });
});
