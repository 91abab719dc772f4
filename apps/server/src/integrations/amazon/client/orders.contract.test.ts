import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmazonApiError } from './amazon-errors.ts';
import {
  collect,
  recordingSleep,
  simulatorEndpoints,
  statusesOf,
  testClock,
} from './contract-test-support.ts';
import { createSpApiClient } from './sp-api-client.ts';

/** Orders API 2026-01-01 against the simulator: searchOrders' pages, includedData, getOrder, misuse. */
const DAY = 86_400_000;
const NA_MARKETPLACES = ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1AM78C64UM0Y8'];
const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, ordersPerDay: 40, historyDays: 120 });
});
afterAll(() => simulator?.close());

function naClient() {
  const recorded = recordingSleep();
  const spApi = createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'na',
    refreshToken: simulator.control.issueRefreshToken('A2NASIMSELLER1'),
    now: clock.now,
    sleep: recorded.sleep,
    random: () => 1,
  });
  return { spApi, waits: recorded.waits };
}

const v0Calls = () => simulator.control.calls().filter((call) => call.path.includes('/orders/v0/'));

describe('Orders API 2026-01-01 against the simulator', () => {
  it('follows paginationToken through every page, each order once, with the items, money and status includedData asks for', async () => {
    const { spApi } = naClient();
    const createdAfter = new Date(clock.now().getTime() - 3 * DAY);
    const calls = statusesOf(simulator, 'searchOrders').length;
    const orders = await collect(
      spApi.searchOrders({
        marketplaceIds: NA_MARKETPLACES,
        createdAfter,
        maxResultsPerPage: 25,
        includedData: ['PROCEEDS', 'FULFILLMENT', 'RECIPIENT'],
      }),
    );
    // The simulator refuses a token sent without the filters that made it: every page answered.
    const pages = statusesOf(simulator, 'searchOrders').slice(calls);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((status) => status === 200)).toBe(true);
    const ids = orders.map((order) => order.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(orders.every((order) => order.createdTime >= createdAfter)).toBe(true);
    expect(new Set(orders.map((order) => order.salesChannel.marketplaceId))).toEqual(
      new Set(NA_MARKETPLACES),
    );
    const [first] = orders;
    expect(first?.createdTime).toBeInstanceOf(Date);
    expect(first?.fulfillment?.fulfillmentStatus).toMatch(/^(PENDING|UNSHIPPED|SHIPPED|CANCELLED)$/);
    expect(first?.recipient?.deliveryAddress?.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(first?.orderItems[0]).toMatchObject({
      orderItemId: expect.any(String),
      quantityOrdered: expect.any(Number),
      product: { sellerSku: expect.any(String), asin: expect.any(String) },
      proceeds: { breakdowns: expect.arrayContaining([{ type: 'ITEM', subtotal: expect.any(Object) }]) },
    });
    expect(v0Calls()).toEqual([]);
  });

  it('resumes from a page’s nextToken with the same query, from another client, without reading a page again', async () => {
    const query = {
      marketplaceIds: ['ATVPDKIKX0DER'],
      lastUpdatedAfter: new Date(clock.now().getTime() - 4 * DAY),
      lastUpdatedBefore: new Date(clock.now().getTime() - 3 * 60_000),
      maxResultsPerPage: 20,
    };
    // A simulator of its own without usage plans: the other tests here need searchOrders' burst.
    const own = await startSpApiSimulator({
      now: clock.now,
      ordersPerDay: 40,
      historyDays: 10,
      rateLimits: false,
    });
    const client = () =>
      createSpApiClient({
        endpoints: simulatorEndpoints(own),
        region: 'na',
        refreshToken: own.control.issueRefreshToken('A2NASIMSELLER1'),
        now: clock.now,
      });
    const all = (await collect(client().searchOrders(query))).map((order) => order.orderId);
    const seen: string[] = [];
    let token: string | undefined;
    for await (const page of client().searchOrderPages(query)) {
      seen.push(...page.orders.map((order) => order.orderId));
      token = page.nextToken;
      if (seen.length >= 40) break;
    }
    expect(token).toEqual(expect.any(String));
    const calls = statusesOf(own, 'searchOrders').length;
    const rest: { orders: number; nextToken: string | undefined }[] = [];
    for await (const page of client().searchOrderPages(query, token)) {
      rest.push({ orders: page.orders.length, nextToken: page.nextToken });
      seen.push(...page.orders.map((order) => order.orderId));
    }
    expect(statusesOf(own, 'searchOrders').slice(calls)).toEqual(rest.map(() => 200));
    expect(rest.length).toBeGreaterThan(1);
    expect(rest.at(-1)?.nextToken).toBeUndefined();
    expect(seen).toEqual(all);
    await own.close();
  });

  it('searches orders updated since a date, with only the core of each order when no dataset is asked for', async () => {
    const { spApi } = naClient();
    const lastUpdatedAfter = new Date(clock.now().getTime() - DAY);
    const orders = await collect(spApi.searchOrders({ marketplaceIds: ['ATVPDKIKX0DER'], lastUpdatedAfter }));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.lastUpdatedTime >= lastUpdatedAfter)).toBe(true);
    expect(orders.every((order) => order.proceeds === undefined && order.fulfillment === undefined)).toBe(
      true,
    );

    const again = await spApi.getOrder(orders[0]?.orderId ?? '', ['PROCEEDS']);
    expect(again.orderId).toBe(orders[0]?.orderId);
    expect(again.proceeds?.grandTotal?.currencyCode).toBe('USD');
    expect(statusesOf(simulator, 'getOrder').at(-1)).toBe(200);
    expect(v0Calls()).toEqual([]);
  });

  it('refuses misuse before calling Amazon, and says what Amazon refused', async () => {
    const { spApi } = naClient();
    const since = new Date(clock.now().getTime() - DAY);
    const before = simulator.control.calls().length;
    for (const query of [
      { marketplaceIds: NA_MARKETPLACES },
      { createdAfter: since, lastUpdatedAfter: since },
      { lastUpdatedAfter: since, createdBefore: since },
      { createdAfter: since, lastUpdatedBefore: since },
      { createdAfter: since, marketplaceIds: Array.from({ length: 51 }, () => 'ATVPDKIKX0DER') },
      { createdAfter: since, maxResultsPerPage: 101 },
    ])
      await expect(collect(spApi.searchOrders(query)), JSON.stringify(query)).rejects.toBeInstanceOf(
        TypeError,
      );
    expect(simulator.control.calls().length).toBe(before);

    // A Before bound must be two minutes old: Amazon's 400, as an AmazonApiError.
    const refused = await collect(
      spApi.searchOrders({ lastUpdatedAfter: since, lastUpdatedBefore: clock.now() }),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AmazonApiError);
    expect(refused).toMatchObject({
      operation: 'searchOrders',
      status: 400,
      errors: [{ code: 'InvalidInput' }],
    });
    await expect(spApi.getOrder('111-0000000-0000000')).rejects.toMatchObject({
      operation: 'getOrder',
      status: 404,
    });
  });
});
