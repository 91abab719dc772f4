import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import {
  type ApiAnswer,
  DAY,
  downloadReportDocument,
  MINUTE,
  parseTabSeparated,
  runReport,
  type SpApiClient,
  sellerClient,
  TEST_NOW,
  testClock,
} from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const SEARCH = '/orders/2026-01-01/orders';
const clock = testClock();
let simulator: SpApiSimulator;
let api: SpApiClient;

const others: SpApiSimulator[] = [];
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now });
  api = await sellerClient(simulator, 'A2NASIMSELLER1');
});
afterAll(async () => {
  await simulator.close();
  await Promise.all(others.map((other) => other.close()));
});

/**
 * searchOrders' bucket holds 20 calls and refills one every three minutes: tests that make many
 * calls get a simulator (and so a bucket) of their own.
 */
async function ownSimulator(): Promise<{ simulator: SpApiSimulator; api: SpApiClient }> {
  const own = await startSpApiSimulator({ now: clock.now });
  others.push(own);
  return { simulator: own, api: await sellerClient(own, 'A2NASIMSELLER1') };
}

type Json = ApiAnswer['json'];

/** Every page of searchOrders: the next page repeats the filters with the paginationToken. */
async function search(
  query: Record<string, string>,
  pageQuery: (page: number) => Record<string, string> = () => ({}),
): Promise<{ orders: Json[]; pages: number; last: ApiAnswer }> {
  const orders: Json[] = [];
  let answer = await api('GET', SEARCH, { query });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  orders.push(...answer.json.orders);
  let pages = 1;
  while (answer.json.pagination?.nextToken) {
    answer = await api('GET', SEARCH, {
      query: { ...query, ...pageQuery(pages), paginationToken: answer.json.pagination.nextToken },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    orders.push(...answer.json.orders);
    pages += 1;
  }
  return { orders, pages, last: answer };
}

const money = (entry: Json) => Number(entry.amount);
const breakdown = (item: Json, type: string) =>
  item.proceeds.breakdowns.find((entry: Json) => entry.type === type);
const detailed = (entry: Json | undefined, subtype: string) =>
  entry?.detailedBreakdowns.find((part: Json) => part.subtype === subtype)?.value;

describe('searchOrders (Orders API 2026-01-01)', () => {
  it('pages by paginationToken with the filters repeated: the orders getOrders and the report give, with the same items and money', async () => {
    const after = new Date(TEST_NOW - 3 * DAY).toISOString();
    const before = new Date(TEST_NOW - 2 * MINUTE).toISOString();
    const { orders, pages, last } = await search(
      {
        marketplaceIds: `${US},${CA}`,
        createdAfter: after,
        createdBefore: before,
        maxResultsPerPage: '30',
        includedData: 'PROCEEDS,FULFILLMENT,RECIPIENT',
      },
      // maxResultsPerPage may change from page to page.
      (page) => ({ maxResultsPerPage: page % 2 ? '50' : '30' }),
    );
    expect(pages).toBeGreaterThan(1);
    expect(last.json.createdBefore).toBe(before.replace('.000Z', 'Z'));
    expect(last.json.pagination).toBeUndefined();
    const ids = orders.map((order) => order.orderId as string);
    expect(new Set(ids).size).toBe(ids.length);

    const v0Orders: Json[] = [];
    let v0 = await api('GET', '/orders/v0/orders', {
      query: { MarketplaceIds: `${US},${CA}`, CreatedAfter: after, CreatedBefore: before },
    });
    v0Orders.push(...v0.json.payload.Orders);
    while (v0.json.payload.NextToken) {
      v0 = await api('GET', '/orders/v0/orders', {
        query: { MarketplaceIds: `${US},${CA}`, NextToken: v0.json.payload.NextToken },
      });
      v0Orders.push(...v0.json.payload.Orders);
    }
    expect(v0Orders.map((order: Json) => order.AmazonOrderId)).toEqual(ids);
    const v0Status: Record<string, string> = {
      Pending: 'PENDING',
      Unshipped: 'UNSHIPPED',
      Shipped: 'SHIPPED',
      Canceled: 'CANCELLED',
    };
    for (const [index, order] of orders.entries()) {
      const old = v0Orders[index];
      expect(order.fulfillment.fulfillmentStatus).toBe(v0Status[old.OrderStatus]);
      expect(order.fulfillment.fulfilledBy).toBe(old.FulfillmentChannel === 'AFN' ? 'AMAZON' : 'MERCHANT');
      expect(order.createdTime).toBe(old.PurchaseDate);
      expect(order.lastUpdatedTime).toBe(old.LastUpdateDate);
      expect(order.salesChannel).toEqual({
        channelName: 'AMAZON',
        marketplaceId: old.MarketplaceId,
        marketplaceName: old.SalesChannel,
      });
    }

    // The report's lines of each order: the same SKUs, quantities and amounts.
    const { report } = await runReport(api, {
      reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      marketplaceIds: [US, CA],
      dataStartTime: after,
      dataEndTime: before,
    });
    const { rows } = parseTabSeparated((await downloadReportDocument(api, report.reportDocumentId)).text);
    expect(new Set(rows.map((row) => row['amazon-order-id']))).toEqual(new Set(ids));
    const amount = (text: string | undefined) => (text ? Number(text) : 0);
    let promoted = 0;
    for (const order of orders) {
      const lines = rows.filter((row) => row['amazon-order-id'] === order.orderId);
      expect(order.orderItems.map((item: Json) => item.product.sellerSku)).toEqual(
        lines.map((row) => row.sku),
      );
      expect(order.recipient.deliveryAddress).toEqual({
        city: lines[0]?.['ship-city'],
        stateOrRegion: lines[0]?.['ship-state'],
        postalCode: lines[0]?.['ship-postal-code'],
        countryCode: lines[0]?.['ship-country'],
      });
      for (const [index, item] of order.orderItems.entries()) {
        const row = lines[index] ?? {};
        expect(item.quantityOrdered).toBe(Number(row.quantity));
        expect(item.product.asin).toBe(row.asin);
        expect(money(breakdown(item, 'ITEM').subtotal)).toBe(amount(row['item-price']));
        expect(money(detailed(breakdown(item, 'TAX'), 'ITEM'))).toBe(amount(row['item-tax']));
        expect(breakdown(item, 'SHIPPING')?.subtotal.amount).toBe(row['shipping-price'] || undefined);
        expect(detailed(breakdown(item, 'TAX'), 'SHIPPING')?.amount).toBe(row['shipping-tax'] || undefined);
        expect(detailed(breakdown(item, 'DISCOUNT'), 'ITEM')?.amount).toBe(
          row['item-promotion-discount'] || undefined,
        );
        if (row['item-promotion-discount']) promoted += 1;
        expect(
          item.proceeds.breakdowns.every((entry: Json) => entry.subtotal.currencyCode === row.currency),
        ).toBe(true);
      }
    }
    expect(promoted).toBeGreaterThan(0);
  });

  it('brings the datasets includedData names, and only those', async () => {
    const query = {
      marketplaceIds: US,
      lastUpdatedAfter: new Date(TEST_NOW - DAY).toISOString(),
      maxResultsPerPage: '5',
    };
    const bare = await api('GET', SEARCH, { query });
    expect(bare.status).toBe(200);
    const [order] = bare.json.orders;
    expect(Object.keys(order).sort()).toEqual(
      [
        'associatedOrders',
        'createdTime',
        'lastUpdatedTime',
        'orderId',
        'orderItems',
        'programs',
        'salesChannel',
      ].sort(),
    );
    expect(order.orderItems[0]).not.toHaveProperty('proceeds');
    expect(order.orderItems[0].product.price.unitPrice).toEqual({
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      currencyCode: 'USD',
    });

    const full = await api('GET', SEARCH, { query: { ...query, includedData: 'PROCEEDS,FULFILLMENT' } });
    const [rich] = full.json.orders;
    expect(rich.orderId).toBe(order.orderId);
    expect(rich).toHaveProperty('proceeds.grandTotal.currencyCode', 'USD');
    expect(rich).toHaveProperty('fulfillment.fulfillmentStatus');
    expect(rich).not.toHaveProperty('recipient');
    expect(rich.orderItems[0]).toHaveProperty('fulfillment.quantityFulfilled');

    const bad = await api('GET', SEARCH, { query: { ...query, includedData: 'PROCEEDS,EVERYTHING' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0]).toMatchObject({
      code: 'InvalidInput',
      message: expect.stringMatching(/includedData/),
    });
  });

  it('searches by last update, filtered by fulfilment status and fulfiller, all marketplaces when none are named', async () => {
    const after = TEST_NOW - 2 * DAY;
    const { orders } = await search({
      lastUpdatedAfter: new Date(after).toISOString(),
      fulfillmentStatuses: 'SHIPPED,UNSHIPPED',
      fulfilledBy: 'MERCHANT',
      includedData: 'FULFILLMENT',
    });
    expect(orders.length).toBeGreaterThan(0);
    const updates = orders.map((order) => Date.parse(order.lastUpdatedTime));
    expect(Math.min(...updates)).toBeGreaterThanOrEqual(after);
    expect(updates).toEqual([...updates].sort((a, b) => a - b));
    expect(new Set(orders.map((order) => order.fulfillment.fulfilledBy))).toEqual(new Set(['MERCHANT']));
    expect(
      orders.every((order) => ['SHIPPED', 'UNSHIPPED'].includes(order.fulfillment.fulfillmentStatus)),
    ).toBe(true);
    expect(new Set(orders.map((order) => order.salesChannel.marketplaceId)).size).toBeGreaterThan(1);
  });

  it('refuses what the model rules out, with Amazon’s error list', async () => {
    const { api } = await ownSimulator();
    const since = new Date(TEST_NOW - DAY).toISOString();
    const recent = new Date(TEST_NOW - MINUTE).toISOString();
    const bad: Array<Record<string, string>> = [
      { marketplaceIds: US },
      { createdAfter: since, lastUpdatedAfter: since },
      { createdAfter: since, lastUpdatedBefore: new Date(TEST_NOW - DAY / 2).toISOString() },
      { lastUpdatedAfter: since, createdBefore: new Date(TEST_NOW - DAY / 2).toISOString() },
      { createdAfter: since, createdBefore: recent },
      { createdAfter: since, createdBefore: new Date(TEST_NOW - 2 * DAY).toISOString() },
      { createdAfter: 'yesterday' },
      { createdAfter: since, marketplaceIds: 'A1PA6795UKMFR9' },
      { createdAfter: since, marketplaceIds: Array.from({ length: 51 }, () => US).join(',') },
      { createdAfter: since, maxResultsPerPage: '0' },
      { createdAfter: since, maxResultsPerPage: '101' },
      { createdAfter: since, fulfillmentStatuses: 'Shipped' },
      { createdAfter: since, fulfilledBy: 'AFN' },
      { createdAfter: since, paginationToken: 'not-a-token' },
    ];
    for (const query of bad) {
      const answer = await api('GET', SEARCH, { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json.errors, JSON.stringify(query)).toEqual([
        { code: 'InvalidInput', message: expect.any(String), details: expect.any(String) },
      ]);
    }
  });

  it('takes a paginationToken only with the filters that made it, for 24 hours', async () => {
    const { simulator, api } = await ownSimulator();
    const query = {
      marketplaceIds: US,
      createdAfter: new Date(TEST_NOW - 5 * DAY).toISOString(),
      maxResultsPerPage: '10',
    };
    const first = await api('GET', SEARCH, { query });
    const token = first.json.pagination.nextToken as string;
    const alone = await api('GET', SEARCH, { query: { paginationToken: token } });
    expect(alone.status).toBe(400);
    const changed = await api('GET', SEARCH, {
      query: { ...query, marketplaceIds: `${US},${CA}`, paginationToken: token },
    });
    expect(changed.status).toBe(400);
    expect(changed.json.errors[0].details).toMatch(/same parameters/);
    const next = await api('GET', SEARCH, { query: { ...query, paginationToken: token } });
    expect(next.status).toBe(200);
    expect(next.json.orders[0].orderId).not.toBe(first.json.orders[0].orderId);

    clock.advance(DAY + MINUTE);
    try {
      // A day later the access token has long expired too: a new one.
      const later = await sellerClient(simulator, 'A2NASIMSELLER1');
      const expired = await later('GET', SEARCH, { query: { ...query, paginationToken: token } });
      expect(expired.status).toBe(400);
      expect(expired.json.errors[0].details).toMatch(/expired/);
    } finally {
      clock.advance(-(DAY + MINUTE));
    }
  });

  it('answers 429 QuotaExceeded past its usage plan, and records each call with its path', async () => {
    const { simulator, api } = await ownSimulator();
    simulator.control.throttleNext('searchOrders', 1);
    const query = { createdAfter: new Date(TEST_NOW - DAY).toISOString(), maxResultsPerPage: '1' };
    const throttled = await api('GET', SEARCH, { query });
    expect(throttled.status).toBe(429);
    expect(throttled.json.errors[0].code).toBe('QuotaExceeded');
    expect((await api('GET', SEARCH, { query })).status).toBe(200);
    const calls = simulator.control.calls().filter((call) => call.operation === 'searchOrders');
    expect(calls.slice(-2).map((call) => [call.path, call.status])).toEqual([
      ['/na/orders/2026-01-01/orders', 429],
      ['/na/orders/2026-01-01/orders', 200],
    ]);
  });
});

describe('getOrder (Orders API 2026-01-01)', () => {
  it('answers the order searchOrders lists, with the datasets asked for; 404 for one that does not exist', async () => {
    const query = {
      marketplaceIds: US,
      createdAfter: new Date(TEST_NOW - 4 * DAY).toISOString(),
      maxResultsPerPage: '3',
      includedData: 'PROCEEDS,FULFILLMENT',
    };
    const listed = (await api('GET', SEARCH, { query })).json.orders[0];
    const single = await api('GET', `${SEARCH}/${listed.orderId}`, {
      query: { includedData: 'PROCEEDS,FULFILLMENT' },
    });
    expect(single.status).toBe(200);
    expect(single.json.order).toEqual(listed);
    const v0 = await api('GET', `/orders/v0/orders/${listed.orderId}`);
    expect(v0.json.payload.AmazonOrderId).toBe(listed.orderId);
    const calls = simulator.control.calls().filter((call) => call.operation === 'getOrder');
    expect(calls.slice(-2).map((call) => call.path)).toEqual([
      `/na/orders/2026-01-01/orders/${listed.orderId}`,
      `/na/orders/v0/orders/${listed.orderId}`,
    ]);

    const missing = await api('GET', `${SEARCH}/112-0000000-0000000`);
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0].code).toBe('NotFound');
    expect(
      (await api('GET', `${SEARCH}/${listed.orderId}`, { query: { includedData: 'SECRETS' } })).status,
    ).toBe(400);
  });
});
