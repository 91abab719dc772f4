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
let simulator: SpApiSimulator;
let api: SpApiClient;

beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: testClock().now });
  api = await sellerClient(simulator, 'A2NASIMSELLER1');
});
afterAll(() => simulator.close());

type Order = Record<string, ApiAnswer['json']>;

/** Every page of getOrders, following NextToken. */
async function allOrders(
  client: SpApiClient,
  query: Record<string, string>,
): Promise<{ orders: Order[]; pages: number; last: ApiAnswer }> {
  const orders: Order[] = [];
  let answer = await client('GET', '/orders/v0/orders', { query });
  let pages = 1;
  orders.push(...answer.json.payload.Orders);
  while (answer.json.payload.NextToken) {
    answer = await client('GET', '/orders/v0/orders', {
      query: { MarketplaceIds: query.MarketplaceIds as string, NextToken: answer.json.payload.NextToken },
    });
    expect(answer.status).toBe(200);
    orders.push(...answer.json.payload.Orders);
    pages += 1;
  }
  return { orders, pages, last: answer };
}

describe('getOrders', () => {
  it('pages orders created in a window with NextToken, oldest first, the same orders the report lists', async () => {
    const after = new Date(TEST_NOW - 3 * DAY).toISOString();
    const before = new Date(TEST_NOW - 2 * MINUTE).toISOString();
    const { orders, pages, last } = await allOrders(api, {
      MarketplaceIds: `${US},${CA}`,
      CreatedAfter: after,
      CreatedBefore: before,
      MaxResultsPerPage: '40',
    });
    expect(pages).toBeGreaterThan(1);
    expect(last.json.payload.CreatedBefore).toBe(before.replace('.000Z', 'Z'));
    const ids = orders.map((order) => order.AmazonOrderId as string);
    expect(new Set(ids).size).toBe(ids.length);
    const purchases = orders.map((order) => Date.parse(order.PurchaseDate as string));
    expect(purchases).toEqual([...purchases].sort((a, b) => a - b));

    const { report } = await runReport(api, {
      reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      marketplaceIds: [US, CA],
      dataStartTime: after,
      dataEndTime: before,
    });
    const { rows } = parseTabSeparated((await downloadReportDocument(api, report.reportDocumentId)).text);
    expect(new Set(rows.map((row) => row['amazon-order-id']))).toEqual(new Set(ids));
    const cancelled = orders.find((order) => order.OrderStatus === 'Canceled');
    expect(cancelled).toBeDefined();
    expect(rows.find((row) => row['amazon-order-id'] === cancelled?.AmazonOrderId)?.['order-status']).toBe(
      'Cancelled',
    );
    const channels = new Map(rows.map((row) => [row['amazon-order-id'], row['fulfillment-channel']]));
    for (const order of orders) {
      expect(channels.get(order.AmazonOrderId)).toBe(
        order.FulfillmentChannel === 'AFN' ? 'Amazon' : 'Merchant',
      );
    }
  });

  it('lists orders by last update, and filters by fulfilment channel and status', async () => {
    const after = TEST_NOW - 2 * DAY;
    const { orders } = await allOrders(api, {
      MarketplaceIds: US,
      LastUpdatedAfter: new Date(after).toISOString(),
      FulfillmentChannels: 'MFN',
      OrderStatuses: 'Shipped,Unshipped',
    });
    expect(orders.length).toBeGreaterThan(0);
    const updates = orders.map((order) => Date.parse(order.LastUpdateDate as string));
    expect(Math.min(...updates)).toBeGreaterThanOrEqual(after);
    expect(updates).toEqual([...updates].sort((a, b) => a - b));
    expect(new Set(orders.map((order) => order.FulfillmentChannel))).toEqual(new Set(['MFN']));
    expect(orders.every((order) => ['Shipped', 'Unshipped'].includes(order.OrderStatus))).toBe(true);
    expect(orders.every((order) => order.MarketplaceId === US)).toBe(true);
  });

  it('needs MarketplaceIds and exactly one of CreatedAfter and LastUpdatedAfter', async () => {
    const since = new Date(TEST_NOW - DAY).toISOString();
    const bad: Array<Record<string, string>> = [
      { CreatedAfter: since },
      { MarketplaceIds: US },
      { MarketplaceIds: US, CreatedAfter: since, LastUpdatedAfter: since },
      { MarketplaceIds: US, CreatedAfter: since, CreatedBefore: new Date(TEST_NOW).toISOString() },
      { MarketplaceIds: 'A1PA6795UKMFR9', CreatedAfter: since },
    ];
    for (const query of bad) {
      const answer = await api('GET', '/orders/v0/orders', { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json.errors[0].code).toBe('InvalidInput');
    }
  });
});

describe('getOrder and getOrderItems', () => {
  it('answers an order and its items, consistent with the order totals', async () => {
    const client = await sellerClient(simulator, 'A2EUSIMSELLER1');
    const listed = await client('GET', '/orders/v0/orders', {
      query: {
        MarketplaceIds: 'A1PA6795UKMFR9',
        CreatedAfter: new Date(TEST_NOW - 5 * DAY).toISOString(),
        OrderStatuses: 'Shipped',
        MaxResultsPerPage: '5',
      },
    });
    const order = listed.json.payload.Orders[0];
    const single = await client('GET', `/orders/v0/orders/${order.AmazonOrderId}`);
    expect(single.json.payload).toEqual(order);
    const items = await client('GET', `/orders/v0/orders/${order.AmazonOrderId}/orderItems`);
    expect(items.status).toBe(200);
    expect(items.json.payload.AmazonOrderId).toBe(order.AmazonOrderId);
    const lines = items.json.payload.OrderItems;
    expect(lines.reduce((sum: number, line: Order) => sum + line.QuantityOrdered, 0)).toBe(
      order.NumberOfItemsShipped,
    );
    const total = lines.reduce(
      (sum: number, line: Order) =>
        sum +
        Number(line.ItemPrice.Amount) +
        Number(line.ShippingPrice.Amount) -
        Number(line.PromotionDiscount.Amount),
      0,
    );
    expect(total).toBeCloseTo(Number(order.OrderTotal.Amount), 2);
    expect(lines[0]).toMatchObject({
      ASIN: expect.stringMatching(/^B0[0-9A-Z]{8}$/),
      SellerSKU: expect.any(String),
      OrderItemId: expect.stringMatching(/^\d{14}$/),
      ItemPrice: { CurrencyCode: 'EUR', Amount: expect.stringMatching(/^\d+\.\d{2}$/) },
    });
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await api('GET', '/orders/v0/orders/112-0000000-0000000/orderItems')).status).toBe(404);
  });
});
