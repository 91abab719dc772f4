import {
  isReportRequestFinished,
  type ReportRequest,
  type ReportType,
  type StockHealth,
  type StoreOrder,
} from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { outcome } from '../../testing/report-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { marketplaces } from '../reference/reference.tables.ts';
import { syncSourceJob } from './report-requests.jobs.ts';

/** Requested reports end to end: the product asks the SP-API stand-in, polls, downloads, processes. */
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  // Amazon's rates sped up: the file's syncs and requests download more documents (settlements,
  // five reports a sync) than getReportDocument's burst, and at its rate each after it takes a minute.
  simulator = await startSpApiSimulator({ ordersPerDay: 6, historyDays: 40, rateLimits: { speed: 20 } });
  Object.assign(overrides, {
    AMAZON_LWA_TOKEN_URL: simulator.lwaTokenUrl,
    AMAZON_SELLER_CENTRAL_URL: simulator.sellerCentralUrl,
    AMAZON_SP_API_ENDPOINT_NA: simulator.endpoint('na'),
    AMAZON_SP_API_ENDPOINT_EU: simulator.endpoint('eu'),
    AMAZON_SP_API_ENDPOINT_FE: simulator.endpoint('fe'),
    AMAZON_APPLICATION_ID: simulator.applicationId,
    AMAZON_CLIENT_ID: simulator.clientId,
    AMAZON_CLIENT_SECRET: simulator.clientSecret,
  });
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';

/** `read`'s answer once it is not null (within 20 s). */
async function eventually<T>(read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('still nothing after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const US = 'ATVPDKIKX0DER';

/** An organisation with the simulator's NA seller connected, feeding Amazon.com. */
async function connectedSeller() {
  const org = await catalogOrganisation(server);
  const seller = simulator.sellers.find((candidate) => candidate.region === 'na');
  if (!seller) throw new Error('no NA seller');
  const source = await org.client.post(`${org.base}/report-sources`, {
    name: 'Amazon NA',
    type: 'amazon',
    region_code: 'NA',
    seller_partner_id: seller.sellingPartnerId,
    auth_token: simulator.control.issueRefreshToken(seller.sellingPartnerId),
  });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  const sourceId = (source.body.data as { id: number }).id;
  const [us] = await server.ctx.db.select().from(marketplaces).where(eq(marketplaces.mwsId, US));
  const channel = await org.client.post(`${org.base}/sales-channels`, {
    name: 'Amazon.com',
    type: 'amazon',
    marketplace_id: us?.id,
    report_source_id: sourceId,
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  return { ...org, sourceId };
}

describe('reports requested from Amazon', () => {
  it('are refused for a source that is not connected, and a sync of it too', async () => {
    const { client, base } = await connectedSeller();
    const manual = await client.post(`${base}/report-sources`, { name: 'Files', type: 'manual' });
    const manualId = (manual.body.data as { id: number }).id;
    const sync = await client.post(`${base}/report-sources/${manualId}/sync`, {});
    expect(sync.status).toBe(422);
    expect(sync.body.errors).toHaveProperty('report_source_id');
    expect((await client.post(`${base}/report-sources/999999/sync`, {})).status).toBe(404);
  });

  it('are created, polled until DONE, downloaded and processed into store orders', async () => {
    const { client, base, sourceId } = await connectedSeller();
    const start = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const created = await client.post(`${base}/report-requests`, {
      report_source_id: sourceId,
      report_type: ORDERS,
      data_start_time: start,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'REQUESTED',
      origin: 'requested',
      marketplace_ids: [US],
    });

    const done = await outcome(client, base, (created.body.data as ReportRequest).id);
    expect(done).toMatchObject({ status: 'PROCESSED', rows_failed: 0, error: null });
    expect(done.marketplace_report_id).toEqual(expect.any(String));
    expect(done.rows_written).toBeGreaterThan(0);

    // Every order of the document is there once, with all its lines.
    const document = await client.get(`${base}/report-requests/${done.id}/document`);
    expect(document.status).toBe(200);
    const text = String(document.body);
    const [header = '', ...lines] = text.trim().split('\n');
    const orderColumn = header.split('\t').indexOf('amazon-order-id');
    const orderIds = new Set(lines.map((line) => line.split('\t')[orderColumn]));
    expect(lines.length).toBe(done.rows_written);
    const orders = await client.get(`${base}/store-orders?per_page=500`);
    expect(orders.body.meta.total).toBe(orderIds.size);
    const units = (orders.body.data as StoreOrder[]).reduce((sum, order) => sum + order.items.length, 0);
    expect(units).toBeGreaterThan(0);

    const operations = simulator.control.calls().map((call) => call.operation);
    expect(operations).toEqual(expect.arrayContaining(['createReport', 'getReport', 'getReportDocument']));
  });

  it('end FATAL with Amazon’s explanation, or CANCELLED (no data) with nothing to process', async () => {
    const { client, base, sourceId } = await connectedSeller();
    const body = {
      report_source_id: sourceId,
      report_type: ORDERS,
      data_start_time: new Date(Date.now() - 86_400_000).toISOString(),
    };
    simulator.control.failNextReport(ORDERS, 'FATAL');
    const fatal = await client.post(`${base}/report-requests`, body);
    const fatalId = (fatal.body.data as ReportRequest).id;
    expect(await outcome(client, base, fatalId)).toMatchObject({
      status: 'FATAL',
      error: expect.stringMatching(/could not produce/),
    });
    // The document Amazon attached to the FATAL report, fetched just after: its text, as written.
    const explained = await eventually(async () => {
      const current = (await client.get(`${base}/report-requests/${fatalId}`)).body.data as ReportRequest;
      return current.error_document ? current : null;
    });
    expect(JSON.parse(explained.error_document ?? '')).toEqual({ errorDetails: expect.any(String) });
    expect(explained).toMatchObject({ document: 'none', rows_parsed: 0 });
    const health = (await client.get(`${base}/stock/health`)).body.data as StockHealth;
    const latest = health.sources.flatMap((source) => source.latest_requests).find((r) => r.id === fatalId);
    expect(latest?.error_document).toBe(explained.error_document);

    simulator.control.failNextReport(ORDERS, 'CANCELLED');
    const cancelled = await client.post(`${base}/report-requests`, body);
    const cancelledId = (cancelled.body.data as ReportRequest).id;
    // Amazon had no data for the period: nothing to process, and no error to show.
    expect(await outcome(client, base, cancelledId)).toMatchObject({
      status: 'CANCELLED',
      error: null,
      error_document: null,
      processed_at: expect.any(String),
    });
    const problems = (await client.get(`${base}/report-requests?problems=true`)).body.data as ReportRequest[];
    expect(problems.map((request) => request.id)).toEqual([fatalId]);
    expect((await client.get(`${base}/store-orders`)).body.meta.total).toBe(0);
  });

  it('syncs a source: inbound shipments, its orders through the Orders API, then ledger, inventory and restock reports, marking it synced', async () => {
    const { client, base, organisation, sourceId } = await connectedSeller();
    // "Sync now" queues what the daily sync does.
    const syncNow = await client.post(`${base}/report-sources/${sourceId}/sync`, {});
    expect(syncNow.status, JSON.stringify(syncNow.body)).toBe(202);
    const deadline = Date.now() + 60_000;
    let all: ReportRequest[] = [];
    let requests: ReportRequest[] = [];
    // Amazon's own settlement reports are fetched beside the five requested (listed by getReports);
    // the orders come through the Orders API, not a report. Other types the sync asks for are
    // followed by their own tests.
    const isSettlement = (request: ReportRequest) =>
      request.report_type === 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
    const followed: readonly string[] = [
      'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      'GET_LEDGER_DETAIL_VIEW_DATA',
      'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT',
    ];
    for (;;) {
      all = (await client.get(`${base}/report-requests?per_page=100`)).body.data as ReportRequest[];
      requests = all.filter((request) => followed.includes(request.report_type));
      if (
        requests.length === 3 &&
        all.some(isSettlement) &&
        all.every((request) => isReportRequestFinished(request.status))
      )
        break;
      if (Date.now() > deadline)
        throw new Error(`sync still running: ${JSON.stringify(all.map((r) => r.status))}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const settlements = all.filter(isSettlement);
    expect(settlements.every((request) => request.status === 'PROCESSED' && request.rows_failed === 0)).toBe(
      true,
    );
    expect(
      settlements.every((request) => request.origin === 'requested' && request.marketplace_report_id),
    ).toBe(true);
    const settled = (kind: string) =>
      settlements.reduce((sum, request) => sum + (request.counts[kind] ?? 0), 0);
    expect(settled('fee_lines_created')).toBeGreaterThan(0);
    expect(settled('refunds_created')).toBeGreaterThan(0);
    expect(requests.map((request) => [request.report_type, request.status]).sort()).toEqual([
      ['GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', 'PROCESSED'],
      ['GET_LEDGER_DETAIL_VIEW_DATA', 'PROCESSED'],
      ['GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT', 'PROCESSED'],
    ]);
    expect(
      requests.map((request) => [request.report_type, request.rows_failed, request.row_problems]),
    ).toEqual(requests.map((request) => [request.report_type, 0, []]));
    const shipments = await client.get(`${base}/shipments`);
    expect(shipments.body.meta.total).toBeGreaterThan(0);
    const source = (await client.get(`${base}/report-sources/${sourceId}`)).body.data as Record<
      string,
      unknown
    >;
    expect(source).toMatchObject({
      orders_synced_at: expect.any(String),
      shipments_synced_at: expect.any(String),
      inventory_synced_at: expect.any(String),
    });

    // A second sync asks again only for what is not on its way (nothing is), and books nothing twice.
    const before = (await client.get(`${base}/store-orders`)).body.meta.total;
    expect(before).toBeGreaterThan(0);
    await server.ctx.jobs.enqueue(syncSourceJob, {
      organisationId: organisation.id,
      reportSourceId: sourceId,
    });
    for (;;) {
      all = (await client.get(`${base}/report-requests?per_page=100`)).body.data as ReportRequest[];
      requests = all.filter((request) => followed.includes(request.report_type));
      if (requests.length === 6 && all.every((request) => isReportRequestFinished(request.status))) break;
      if (Date.now() > deadline + 60_000) throw new Error('second sync still running');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await client.get(`${base}/store-orders`)).body.meta.total).toBe(before);
    // A settlement fetched before is not fetched again.
    expect(all.filter(isSettlement).map((request) => request.id)).toEqual(
      settlements.map((request) => request.id),
    );
    const ledger = requests.filter((request) => request.report_type === 'GET_LEDGER_DETAIL_VIEW_DATA');
    const newest = ledger.sort((a, b) => b.id - a.id)[0];
    expect(newest?.counts.movements_already_booked ?? 0).toBeGreaterThan(0);
    // Two syncs, each waited for up to a minute and more on a loaded machine.
  }, 180_000);
});
