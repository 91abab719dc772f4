import { isReportRequestFinished, type ReportRequest, type StoreOrder } from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { outcome } from '../../testing/report-fixtures.ts';
import { connectStandInSeller } from '../../testing/stand-in-seller.ts';
import { useTestServer } from '../../testing/test-server.ts';

/**
 * A connected source's sync brings its orders in through the Orders API 2026-01-01 (searchOrders
 * by last update, paged by paginationToken, items and money from includedData), never through
 * Orders v0, and they are the store orders the all-orders report makes of the same orders.
 */
const DAY = 86_400_000;
// Amazon's side stands still while the test runs, so the API and the report see the same orders.
const AMAZON_NOW = new Date();
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  simulator = await startSpApiSimulator({ ordersPerDay: 8, historyDays: 40, now: () => AMAZON_NOW });
  Object.assign(overrides, amazonStandInConfig(simulator));
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

const callsTo = (match: (path: string) => boolean) =>
  simulator.control.calls().filter((call) => match(call.path));
const ordersV0 = (path: string) => path.includes('/orders/v0/');
const orders2026 = (path: string) => path.includes('/orders/2026-01-01/');

/** What an order is, leaving out what changes on its own (the problem scan, updated_at). */
const comparable = ({ updated_at, problems, problems_detected_at, ...order }: StoreOrder) => ({
  ...order,
  items: [...order.items].sort((a, b) => a.seller_sku.localeCompare(b.seller_sku)),
});

async function storeOrders(client: Awaited<ReturnType<typeof catalogOrganisation>>['client'], base: string) {
  const all: StoreOrder[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get(`${base}/store-orders?per_page=100&page=${page}`);
    expect(response.status).toBe(200);
    all.push(...(response.body.data as StoreOrder[]));
    if (all.length >= response.body.meta.total) return new Map(all.map((order) => [order.order_id, order]));
  }
}

describe('a source’s sync of its orders', () => {
  it('reads them through Orders API 2026-01-01 (none through v0), as the store orders the orders report makes', async () => {
    const org = await catalogOrganisation(server);
    const { client, base } = org;
    const { sourceId } = await connectStandInSeller(server, simulator, { client, base });

    const searchesBefore = callsTo(orders2026).length;
    const syncStartedAt = Date.now();
    const sync = await client.post(`${base}/report-sources/${sourceId}/sync`, {});
    expect(sync.status, JSON.stringify(sync.body)).toBe(202);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const source = (await client.get(`${base}/report-sources/${sourceId}`)).body.data as Record<
        string,
        unknown
      >;
      const requests = (await client.get(`${base}/report-requests?per_page=100`)).body
        .data as ReportRequest[];
      if (source.orders_synced_at && requests.every((request) => isReportRequestFinished(request.status))) {
        expect(source.sync_error ?? null).toBeNull();
        // The orders came without an orders report.
        expect(requests.map((request) => request.report_type)).not.toContain(
          'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
        );
        break;
      }
      if (Date.now() > deadline)
        throw new Error(
          `sync still running: ${JSON.stringify({ source, requests: requests.map((r) => [r.report_type, r.status]) })}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const searches = callsTo(orders2026).slice(searchesBefore);
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((call) => call.operation === 'searchOrders' && call.status === 200)).toBe(true);
    expect(callsTo(ordersV0)).toEqual([]);

    const synced = await storeOrders(client, base);
    expect(synced.size).toBeGreaterThan(0);
    const statuses = new Set([...synced.values()].map((order) => order.status));
    expect(statuses).toContain('Shipped');
    expect([...statuses].every((status) => ['Pending', 'Shipped', 'Cancelled'].includes(status))).toBe(true);
    expect([...synced.values()].every((order) => order.sales_channel_name?.startsWith('Amazon.'))).toBe(true);

    // The orders report of the last ten days (ending before the sync's window ends), processed
    // into the same source: it restates orders the sync wrote, and changes none of them.
    const requested = await client.post(`${base}/report-requests`, {
      report_source_id: sourceId,
      report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      data_start_time: new Date(AMAZON_NOW.getTime() - 10 * DAY).toISOString(),
      data_end_time: new Date(AMAZON_NOW.getTime() - 3_600_000).toISOString(),
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const done = await outcome(client, base, (requested.body.data as ReportRequest).id, 60_000);
    expect(done).toMatchObject({ status: 'PROCESSED', rows_failed: 0 });
    expect(done.counts.orders).toBeGreaterThan(0);

    // The search ends ten minutes before the sync's run (lastUpdatedBefore, as Amazon asks): an
    // order the stand-in updated since (paid, shipped) is the report's to write first. Only those.
    const reported = await storeOrders(client, base);
    const fresh = [...reported.values()].filter((order) => !synced.has(order.order_id));
    for (const order of fresh)
      expect(Date.parse(order.last_updated_at ?? ''), order.order_id).toBeGreaterThanOrEqual(
        syncStartedAt - 10 * 60_000,
      );
    expect(done.counts.orders_created ?? 0).toBe(fresh.length);
    expect(done.counts.order_items_created ?? 0).toBe(
      fresh.reduce((sum, order) => sum + order.items.length, 0),
    );
    expect(reported.size).toBe(synced.size + fresh.length);
    const restated = [...reported.values()].filter(
      (order) =>
        synced.has(order.order_id) &&
        Date.parse(order.purchase_date) >= AMAZON_NOW.getTime() - 10 * DAY &&
        // The report ends an hour before now (data_end_time); the sync reads up to now.
        Date.parse(order.purchase_date) < AMAZON_NOW.getTime() - 3_600_000,
    );
    expect(restated.length).toBe((done.counts.orders ?? 0) - fresh.length);
    for (const order of restated) {
      const before = synced.get(order.order_id);
      expect(before && comparable(before), order.order_id).toEqual(comparable(order));
    }
    expect(callsTo(ordersV0)).toEqual([]);
  }, 180_000);
});
