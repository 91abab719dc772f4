import {
  isReportRequestFinished,
  type ReportRequest,
  type ReportType,
  type StoreOrder,
  type StoreOrderDetail,
} from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { outcome, report, upload } from '../../testing/report-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { marketplaces } from '../reference/reference.tables.ts';
import { storeOrderFees } from '../store-orders/store-orders.tables.ts';

/**
 * A Japanese seller end to end against the SP-API stand-in: connected in the fe region, synced,
 * and its orders, settlement and ledger read from documents served as Amazon JP serves them
 * (CP932, whole yen).
 */
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  simulator = await startSpApiSimulator({ ordersPerDay: 6, historyDays: 40 });
  Object.assign(overrides, amazonStandInConfig(simulator));
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

const JP = 'A1VC38T7YXB528';
const SETTLEMENT: ReportType = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
const WHOLE_YEN = /^-?\d+$/;

/** An organisation with the simulator's FE seller connected, feeding Amazon.co.jp. */
async function japaneseSeller() {
  const org = await catalogOrganisation(server);
  const seller = simulator.sellers.find((candidate) => candidate.region === 'fe');
  if (!seller) throw new Error('no FE seller');
  const source = await org.client.post(`${org.base}/report-sources`, {
    name: 'Amazon JP',
    type: 'amazon',
    region_code: 'FE',
    seller_partner_id: seller.sellingPartnerId,
    auth_token: simulator.control.issueRefreshToken(seller.sellingPartnerId),
  });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  const sourceId = (source.body.data as { id: number }).id;
  const [japan] = await server.ctx.db.select().from(marketplaces).where(eq(marketplaces.mwsId, JP));
  const channel = await org.client.post(`${org.base}/sales-channels`, {
    name: 'Amazon.co.jp',
    type: 'amazon',
    marketplace_id: japan?.id,
    report_source_id: sourceId,
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  return { ...org, sourceId };
}

describe('a Japanese seller', () => {
  it('connects, syncs, and gets its orders, settlement fees and ledger in whole yen, no line refused', async () => {
    const { client, base, sourceId } = await japaneseSeller();
    const syncNow = await client.post(`${base}/report-sources/${sourceId}/sync`, {});
    expect(syncNow.status, JSON.stringify(syncNow.body)).toBe(202);

    // The sync asks for the ledger and the FBA inventory, fetches Amazon's settlements, and reads
    // the orders (through the orders report or the Orders API, whichever the sync uses).
    const isSettlement = (request: ReportRequest) => request.report_type === SETTLEMENT;
    const has = (requests: ReportRequest[], type: ReportType) =>
      requests.some((request) => request.report_type === type);
    const deadline = Date.now() + 150_000;
    let all: ReportRequest[] = [];
    for (;;) {
      all = (await client.get(`${base}/report-requests?per_page=100`)).body.data as ReportRequest[];
      const source = (await client.get(`${base}/report-sources/${sourceId}`)).body.data as {
        orders_synced_at: string | null;
      };
      if (
        source.orders_synced_at !== null &&
        has(all, 'GET_LEDGER_DETAIL_VIEW_DATA') &&
        has(all, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA') &&
        all.some(isSettlement) &&
        all.every((request) => isReportRequestFinished(request.status))
      )
        break;
      if (Date.now() > deadline)
        throw new Error(`sync still running: ${JSON.stringify(all.map((r) => [r.report_type, r.status]))}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // Every report read whole: before the stand-in wrote whole yen, the JP settlement lost a fifth
    // of its lines to "is not an amount in JPY".
    expect(
      all.map((request) => [
        request.report_type,
        request.status,
        request.rows_failed,
        request.amounts_rounded,
      ]),
    ).toEqual(all.map((request) => [request.report_type, 'PROCESSED', 0, 0]));
    expect(all.every((request) => request.marketplace_ids.every((id) => id === JP))).toBe(true);
    expect(all.every((request) => request.warnings.length === 0)).toBe(true);

    const settlements = all.filter(isSettlement);
    const settled = (kind: string) =>
      settlements.reduce((sum, request) => sum + (request.counts[kind] ?? 0), 0);
    expect(settled('fee_lines_created')).toBeGreaterThan(0);
    expect(settled('refunds_created')).toBeGreaterThan(0);

    // The FBA inventory came as Amazon JP serves it, in CP932 (not UTF-8), its Japanese titles
    // read as such.
    const inventory = all.find(
      (request) => request.report_type === 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
    );
    const served = await client.getBytes(`${base}/report-requests/${inventory?.id}/document`);
    expect(served.status).toBe(200);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(served.bytes)).toThrow();
    expect(iconv.decode(served.bytes, 'cp932')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(inventory?.rows_written).toBeGreaterThan(0);

    // The orders, in whole yen.
    const orders = (await client.get(`${base}/store-orders?per_page=500`)).body.data as StoreOrder[];
    expect(orders.length).toBeGreaterThan(0);
    expect(
      orders.every((order) => order.currency === 'JPY' && order.sales_channel_name === 'Amazon.co.jp'),
    ).toBe(true);
    const items = orders.flatMap((order) => order.items);
    const amounts = items.flatMap((item) => [item.item_price, item.item_tax, item.fees]);
    expect(amounts.filter((amount) => amount !== null && !WHOLE_YEN.test(amount))).toEqual([]);

    // An order the settlement gave fees: its margin is price less those fees, in whole yen.
    const withFees = items.find((item) => item.fees !== null && Number(item.fees) > 0);
    expect(withFees).toBeDefined();
    const order = orders.find((candidate) => candidate.items.includes(withFees as (typeof items)[number]));
    const detail = (await client.get(`${base}/store-orders/${order?.id}`)).body.data as StoreOrderDetail;
    expect(detail.margin).toMatchObject({ currency: 'JPY', fees: expect.stringMatching(WHOLE_YEN) });

    // The ledger booked its movements (shipments, receipts…) from the JP document.
    const ledger = all.find((request) => request.report_type === 'GET_LEDGER_DETAIL_VIEW_DATA');
    expect(ledger?.counts.movements ?? 0).toBeGreaterThan(0);
    const source = (await client.get(`${base}/report-sources/${sourceId}`)).body.data as Record<
      string,
      unknown
    >;
    expect(source).toMatchObject({
      orders_synced_at: expect.any(String),
      shipments_synced_at: expect.any(String),
      inventory_synced_at: expect.any(String),
    });
  }, 180_000);

  it('reads a settlement whose yen carry decimals: rounded half to even, counted and warned of, no line lost', async () => {
    const { client, base, sourceId } = await japaneseSeller();
    const at = '2026-11-02 07:14:19 UTC';
    const line = (description: string, amount: string) => ({
      'settlement-id': '4411',
      'transaction-type': 'Order',
      'order-id': '503-1234567-7654321',
      'marketplace-name': 'Amazon.co.jp',
      'amount-type': description === 'Principal' ? 'ItemPrice' : 'ItemFees',
      'amount-description': description,
      amount,
      'fulfillment-id': 'AFN',
      'posted-date-time': at,
      'order-item-code': '60412298771830',
      sku: '抹茶-100',
      'quantity-purchased': '1',
    });
    // As a spreadsheet re-saves Amazon's file: decimals on yen, and CP932 kept.
    const file = iconv.encode(
      report(SETTLEMENT, [
        { 'settlement-id': '4411', 'total-amount': '2085.50', currency: 'JPY' },
        line('Principal', '2980.00'),
        line('Commission', '-447.50'),
        line('FBAPerUnitFulfillmentFee', '-446.50'),
        line('RefundCommission', '-0.5'),
      ]),
      'cp932',
    );
    const created = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: SETTLEMENT },
      file,
    );
    const done = await outcome(client, base, created.id);
    expect(done).toMatchObject({ status: 'PROCESSED', rows_parsed: 5, rows_failed: 0, amounts_rounded: 4 });
    expect(done.warnings).toEqual([
      expect.objectContaining({ code: 'amounts_rounded', message: expect.stringMatching(/^4 amounts/) }),
    ]);
    expect(done.counts).toMatchObject({ fee_lines_created: 3 });

    // The fees as rounded half to even (a cost, made positive): 447.50 → 448, 446.50 → 446, 0.5 → 0.
    const fees = await server.ctx.db
      .select({ feeType: storeOrderFees.feeType, amount: storeOrderFees.amount })
      .from(storeOrderFees)
      .where(eq(storeOrderFees.orderId, '503-1234567-7654321'));
    expect(fees.sort((a, b) => a.amount - b.amount)).toEqual([
      { feeType: 'RefundCommission', amount: 0 },
      { feeType: 'FBAPerUnitFulfillmentFee', amount: 446 },
      { feeType: 'Commission', amount: 448 },
    ]);
    const again = await client.post(`${base}/report-requests/${done.id}/process`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    const reprocessed = await outcome(client, base, done.id);
    expect(reprocessed).toMatchObject({ amounts_rounded: 4, rows_failed: 0 });
    expect(reprocessed.counts).toMatchObject({ fee_lines_already_kept: 3 });
  }, 60_000);
});
