import { gzipSync } from 'node:zlib';
import type {
  DisputeCandidate,
  Paginated,
  ReportType,
  StoreOrder,
  StoreOrderDetail,
} from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { storeOrderFees, storeOrderRefunds } from '../store-orders/store-orders.tables.ts';

const server = useTestServer();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const RETURNS: ReportType = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';
const SETTLEMENT: ReportType = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
const DAY_MS = 86_400_000;

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** `2026-11-02 07:14:19 UTC`, or the European `02.11.2026 07:14:19 UTC`. */
const settlementDate = (at: Date, dotted = false) => {
  const [date = '', time = ''] = at.toISOString().slice(0, 19).split('T');
  const [year, month, day] = date.split('-');
  return `${dotted ? `${day}.${month}.${year}` : date} ${time} UTC`;
};

/** A settlement line of an order's item, amount in the file's own notation. */
const settled = (
  transactionType: 'Order' | 'Refund',
  orderId: string,
  sku: string,
  amountType: string,
  amountDescription: string,
  amount: string,
  at: Date,
  more: Record<string, string> = {},
) => ({
  'settlement-id': '9911',
  'transaction-type': transactionType,
  'order-id': orderId,
  'marketplace-name': 'Amazon.co.uk',
  'amount-type': amountType,
  'amount-description': amountDescription,
  amount,
  'fulfillment-id': 'AFN',
  'posted-date-time': settlementDate(at),
  'order-item-code': `${orderId}-1`,
  sku,
  'quantity-purchased': transactionType === 'Order' ? '1' : '',
  'adjustment-id': transactionType === 'Refund' ? `adj-${orderId}` : '',
  ...more,
});

/** An organisation with CHAIR mapped and costed 4.00 GBP, and a source of uploaded files. */
async function setUp() {
  const org = await catalogOrganisation(server);
  const [row] = await server.ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.ulid, org.organisation.ulid));
  const product = await org.client.post(`${org.base}/products`, { name: 'Camp chair' });
  const sku = await org.client.post(`${org.base}/skus`, {
    sku_id: 'CHAIR',
    product_id: (product.body.data as { id: number }).id,
    cogs: '4.00',
    cogs_currency: 'GBP',
  });
  expect(sku.status, JSON.stringify(sku.body)).toBe(201);
  const source = await org.client.post(`${org.base}/report-sources`, { name: 'Files', type: 'manual' });
  return {
    ...org,
    organisationId: row?.id as number,
    sourceId: (source.body.data as { id: number }).id,
  };
}
type Org = Awaited<ReturnType<typeof setUp>>;

async function processed(org: Org, type: ReportType, file: string | Buffer) {
  const created = await upload(
    org.client,
    org.base,
    { report_source_id: String(org.sourceId), report_type: type },
    file,
  );
  const done = await outcome(org.client, org.base, created.id);
  expect(done.status, JSON.stringify(done)).toBe('PROCESSED');
  return done;
}

async function orderNamed(client: TestClient, base: string, orderId: string): Promise<StoreOrderDetail> {
  const list = await client.get(`${base}/store-orders?search=${orderId}`);
  const order = (list.body.data as StoreOrder[]).find((entry) => entry.order_id === orderId);
  const detail = await client.get(`${base}/store-orders/${order?.id}`);
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  return detail.body.data as StoreOrderDetail;
}

/** The problem orders once the scan queued by processing has run. */
async function problemOrdersWhenScanned(org: Org, expected: number): Promise<Paginated<StoreOrder>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const page = (await org.client.get(`${org.base}/store-orders?problems=true&sort=order_id`))
      .body as unknown as Paginated<StoreOrder>;
    if (page.meta.total === expected || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the settlement report', () => {
  it('puts fees into the margin, and a refund never returned becomes a problem order and a dispute candidate', async () => {
    const org = await setUp();
    const bought = daysAgo(70).toISOString();
    await processed(
      org,
      ORDERS,
      report(ORDERS, [
        orderLine('203-FEE', 'CHAIR'),
        orderLine('203-REF', 'CHAIR', { 'purchase-date': bought, 'last-updated-date': bought }),
        orderLine('203-RET', 'CHAIR', { 'purchase-date': bought, 'last-updated-date': bought }),
      ]),
    );
    await processed(
      org,
      RETURNS,
      report(RETURNS, [
        { 'return-date': daysAgo(58).toISOString(), 'order-id': '203-RET', sku: 'CHAIR', quantity: '1' },
      ]),
    );
    const file = report(SETTLEMENT, [
      { 'settlement-id': '9911', 'total-amount': '1.234,50', currency: 'GBP' },
      settled('Order', '203-FEE', 'CHAIR', 'ItemPrice', 'Principal', '10.00', daysAgo(3)),
      settled('Order', '203-FEE', 'CHAIR', 'ItemFees', 'Commission', '-1.50', daysAgo(3)),
      // The European notation in the same file: a decimal comma and a dotted date.
      settled('Order', '203-FEE', 'CHAIR', 'ItemFees', 'FBAPerUnitFulfillmentFee', '-2,70', daysAgo(3), {
        'posted-date-time': settlementDate(daysAgo(3), true),
      }),
      settled('Refund', '203-REF', 'CHAIR', 'ItemPrice', 'Principal', '-10.00', daysAgo(60)),
      settled('Refund', '203-REF', 'CHAIR', 'ItemPrice', 'Tax', '-2.00', daysAgo(60)),
      settled('Refund', '203-REF', 'CHAIR', 'ItemFees', 'RefundCommission', '0.30', daysAgo(60)),
      settled('Refund', '203-RET', 'CHAIR', 'ItemPrice', 'Principal', '-10.00', daysAgo(60)),
      // An order from before the orders on file, of a SKU the organisation has never seen.
      settled('Refund', '999-OLD', 'GHOST', 'ItemPrice', 'Principal', '-5.00', daysAgo(20), {
        'quantity-purchased': '2',
      }),
      {
        'settlement-id': '9911',
        'transaction-type': 'other-transaction',
        'amount-type': 'other-transaction',
        'amount-description': 'Subscription Fee',
        amount: '-25.00',
        'posted-date-time': settlementDate(daysAgo(10)),
      },
      settled('Refund', '203-BAD', 'CHAIR', 'ItemPrice', 'Principal', 'ten', daysAgo(60)),
    ]);
    const done = await processed(org, SETTLEMENT, file);
    expect(done).toMatchObject({ rows_parsed: 11, rows_written: 10, rows_failed: 1 });
    expect(done.row_problems).toEqual([
      { line: 12, message: "Line 12: amount 'ten' is not an amount in GBP." },
    ]);
    expect(done.counts).toMatchObject({
      refunds_created: 3,
      refunds_of_known_orders: 2,
      fee_lines_created: 2,
      order_items_with_fees: 1,
      settlement_lines_not_order_data: 2,
      skus_created: 1,
    });

    // Price 10.00 less COGS 4.00 less fees 1.50 + 2.70.
    const withFees = await orderNamed(org.client, org.base, '203-FEE');
    expect(withFees.items[0]?.fees).toBe('4.20');
    expect(withFees.margin).toEqual({
      currency: 'GBP',
      revenue: '10.00',
      refunded: '0.00',
      cogs: '4.00',
      fees: '4.20',
      estimated_fees: null,
      estimated_fees_skus: [],
      margin: '1.80',
      unknown_cogs_skus: [],
      unknown_fees_skus: [],
    });
    const refunded = await orderNamed(org.client, org.base, '203-REF');
    // Refunded in full and never returned: the price and the chair are both gone.
    expect(refunded.margin).toMatchObject({
      refunded: '10.00',
      cogs: '4.00',
      fees: null,
      margin: '-4.00',
      unknown_fees_skus: ['CHAIR'],
    });
    expect(refunded.timeline.find((entry) => entry.kind === 'refunded')?.text).toBe(
      'Refunded 1 unit of CHAIR (10.00 GBP).',
    );

    // Refunded 60 days ago and never returned; 203-RET came back two days after its refund.
    const problems = await problemOrdersWhenScanned(org, 1);
    expect(
      problems.data.map((order) => [order.order_id, order.problems.map((problem) => problem.rule)]),
    ).toEqual([['203-REF', ['refund_without_return']]]);
    const candidates = await org.client.get(`${org.base}/disputes/candidates`);
    expect(candidates.status, JSON.stringify(candidates.body)).toBe(200);
    const refundCandidates = (candidates.body.data as DisputeCandidate[]).filter(
      (candidate) => candidate.kind === 'unreturned_refund',
    );
    expect(refundCandidates).toEqual([
      expect.objectContaining({
        order_id: '203-REF',
        seller_sku: 'CHAIR',
        units: 1,
        amount_at_stake: '10.00',
      }),
    ]);

    const ghost = await server.ctx.db.select().from(skus).where(eq(skus.skuId, 'GHOST'));
    expect(ghost).toEqual([expect.objectContaining({ organisationId: org.organisationId, productId: null })]);
    const [ghostRefund] = await server.ctx.db
      .select()
      .from(storeOrderRefunds)
      .where(eq(storeOrderRefunds.orderId, '999-OLD'));
    expect(ghostRefund).toMatchObject({
      quantity: 2,
      amount: 500,
      currency: 'GBP',
      adjustmentId: 'adj-999-OLD',
    });
  });

  it('keeps nothing twice when processed again or uploaded again, and fees found before their order wait for it', async () => {
    const org = await setUp();
    const file = report(SETTLEMENT, [
      { 'settlement-id': '7', 'total-amount': '3.00', currency: 'GBP' },
      settled('Order', '203-LATER', 'CHAIR', 'ItemFees', 'Commission', '-1.50', daysAgo(3)),
      // Amazon charging the same fee twice is two lines, and both are kept.
      settled('Order', '203-LATER', 'CHAIR', 'ItemFees', 'Commission', '-1.50', daysAgo(3)),
      settled('Refund', '203-LATER', 'CHAIR', 'ItemPrice', 'Principal', '-10.00', daysAgo(1)),
    ]);
    const first = await processed(org, SETTLEMENT, file);
    expect(first.counts).toMatchObject({ refunds_created: 1, fee_lines_created: 2 });
    expect(first.counts.order_items_with_fees ?? 0).toBe(0);

    const again = await org.client.post(`${org.base}/report-requests/${first.id}/process`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    const reprocessed = await outcome(org.client, org.base, first.id);
    expect(reprocessed.counts).toMatchObject({ refunds_already_kept: 1, fee_lines_already_kept: 2 });
    expect(reprocessed.counts.refunds_created ?? 0).toBe(0);
    await processed(org, SETTLEMENT, gzipSync(file));

    const of = async <T extends typeof storeOrderRefunds | typeof storeOrderFees>(table: T) =>
      server.ctx.db
        .select()
        .from(table as typeof storeOrderRefunds)
        .where(eq(table.organisationId, org.organisationId));
    expect(await of(storeOrderRefunds)).toHaveLength(1);
    expect(await of(storeOrderFees)).toHaveLength(2);

    // The orders report that brings the order gives its item the fees already kept.
    await processed(org, ORDERS, report(ORDERS, [orderLine('203-LATER', 'CHAIR')]));
    const order = await orderNamed(org.client, org.base, '203-LATER');
    expect(order.items[0]?.fees).toBe('3.00');
    expect(order.margin).toMatchObject({ refunded: '10.00', fees: '3.00', margin: '-7.00' });
    await processed(org, SETTLEMENT, file);
    expect((await orderNamed(org.client, org.base, '203-LATER')).items[0]?.fees).toBe('3.00');
  });

  it('cannot be requested from Amazon: it publishes settlements itself (422)', async () => {
    const org = await setUp();
    const response = await org.client.post(`${org.base}/report-requests`, {
      report_source_id: org.sourceId,
      report_type: SETTLEMENT,
      data_start_time: daysAgo(14).toISOString(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body).toMatchObject({ code: 'report_requests.published_by_amazon' });
    expect((response.body.errors as Record<string, string[]>).report_type?.[0]).toMatch(
      /Amazon publishes settlement reports itself/,
    );
  });
});
