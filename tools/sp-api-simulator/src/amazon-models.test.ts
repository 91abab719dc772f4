import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAZON_MODELS, operationModelOf, responseProblems } from './amazon-models/index.ts';
import { startSpApiSimulator } from './simulator.ts';
import { OPERATIONS } from './sp-api/operations.ts';
import {
  type ApiAnswer,
  DAY,
  type SpApiClient,
  sellerClient,
  spApiClient,
  TEST_NOW,
  testClock,
} from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

/**
 * Every answer of the stand-in, success or refusal, checked against the response schema of
 * Amazon's published model of its operation (src/amazon-models/): realistic calls of every
 * operation for the three sellers, following every kind of next page, and the refusals (400, 403,
 * 404, 429).
 */

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const DE = 'A1PA6795UKMFR9';
const JP = 'A1VC38T7YXB528';
const SELLERS = { na: 'A2NASIMSELLER1', eu: 'A2EUSIMSELLER1', fe: 'A2FESIMSELLER1' } as const;
const HOME = { na: US, eu: DE, fe: JP } as const;
const PLANS = '/inbound/fba/2024-03-20/inboundPlans';
const iso = (ms: number) => new Date(ms).toISOString();

type Json = ApiAnswer['json'];
type Region = keyof typeof SELLERS;
interface Answered {
  region: Region;
  operation: string;
  status: number;
  request: {
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    query?: Record<string, string>;
    body?: unknown;
  };
  problems: string[];
}

const answered: Answered[] = [];
let reported = 0;
let simulator: SpApiSimulator;
const apis = {} as Record<Region, SpApiClient>;

/** The seller's client, every answer of which is checked against its operation's model. */
function checked(api: SpApiClient, region: Region): SpApiClient {
  return async (method, path, options = {}) => {
    const answer = await api(method, path, options);
    const found = operationModelOf(method, path);
    const operation = found ? `${found.model.name} ${found.model.path}` : `${method} ${path}`;
    const problems = found
      ? responseProblems(found.model, answer.status, answer.json).map(
          (problem) => `${answer.status} ${problem}`,
        )
      : ['no operation of the models'];
    answered.push({
      region,
      operation,
      status: answer.status,
      request: { method, path, query: options.query, body: options.body },
      problems: problems.map((problem) => `${operation}: ${problem}`),
    });
    return answer;
  };
}

/** The problems of the answers since the last look: none, or the test says which (each kind once). */
function expectAnswersModelled(): void {
  const fresh = answered.slice(reported);
  reported = answered.length;
  expect(fresh.length).toBeGreaterThan(0);
  const kinds = new Set(
    fresh.flatMap((answer) => answer.problems.map((problem) => problem.replace(/\[\d+\]/g, '[]'))),
  );
  expect([...kinds]).toEqual([]);
}

/** Every page of a listing: `next` gives the next request's query from an answer, or nothing. */
async function pages(
  api: SpApiClient,
  path: string,
  query: Record<string, string>,
  next: (json: Json) => Record<string, string> | undefined,
): Promise<Json[]> {
  const all: Json[] = [];
  let current: Record<string, string> | undefined = query;
  while (current) {
    const answer = await api('GET', path, { query: current });
    expect(answer.status).toBe(200);
    all.push(answer.json);
    current = next(answer.json);
  }
  return all;
}

beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: testClock().now, rateLimits: false, reportPollsUntilDone: 1 });
  for (const region of ['na', 'eu', 'fe'] as const)
    apis[region] = checked(await sellerClient(simulator, SELLERS[region]), region);
});
afterAll(() => simulator.close());

describe("the stand-in's answers against Amazon's models", () => {
  it('Sellers: marketplace participations of each seller', async () => {
    for (const api of Object.values(apis))
      expect((await api('GET', '/sellers/v1/marketplaceParticipations')).status).toBe(200);
    expectAnswersModelled();
  });

  it('Reports: create, poll, list with pages, documents, cancel, FATAL and CANCELLED', async () => {
    const api = apis.eu;
    const create = (reportType: string, extra: Record<string, unknown> = {}) =>
      api('POST', '/reports/2021-06-30/reports', {
        body: { reportType, marketplaceIds: [DE], dataStartTime: iso(TEST_NOW - 7 * DAY), ...extra },
      });
    simulator.control.failNextReport('GET_FBA_REIMBURSEMENTS_DATA', 'FATAL');
    simulator.control.failNextReport('GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA', 'CANCELLED');
    const types = [
      'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      'GET_FBA_REIMBURSEMENTS_DATA',
      'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
    ];
    const ids: string[] = [];
    for (const type of types) ids.push((await create(type)).json.reportId);
    ids.push(
      (await create('GET_LEDGER_DETAIL_VIEW_DATA', { reportOptions: { eventType: 'Receipts' } })).json
        .reportId,
    );
    const reports: Json[] = [];
    for (const id of ids)
      for (let poll = 0; poll < 3; poll++) {
        const report = (await api('GET', `/reports/2021-06-30/reports/${id}`)).json;
        if (poll === 2) reports.push(report);
      }
    expect(reports.map((report) => report.processingStatus)).toEqual([
      'DONE',
      'DONE',
      'FATAL',
      'CANCELLED',
      'DONE',
    ]);
    for (const report of reports.filter((each) => each.reportDocumentId))
      expect((await api('GET', `/reports/2021-06-30/documents/${report.reportDocumentId}`)).status).toBe(200);

    const listed = await pages(
      api,
      '/reports/2021-06-30/reports',
      { reportTypes: types.join(','), pageSize: '2', processingStatuses: 'DONE,FATAL,CANCELLED' },
      (json) => (json.nextToken ? { nextToken: json.nextToken } : undefined),
    );
    expect(listed.length).toBeGreaterThan(1);
    const settlements = await pages(
      api,
      '/reports/2021-06-30/reports',
      { reportTypes: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2', marketplaceIds: UK },
      (json) => (json.nextToken ? { nextToken: json.nextToken } : undefined),
    );
    expect(settlements.flatMap((page) => page.reports).length).toBeGreaterThan(0);

    const queued = (await create('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA')).json.reportId;
    expect((await api('DELETE', `/reports/2021-06-30/reports/${queued}`)).status).toBe(200);
    // Refusals: a cancelled report cannot be cancelled again, no such report or document, bad bodies.
    expect((await api('DELETE', `/reports/2021-06-30/reports/${queued}`)).status).toBe(400);
    expect((await api('GET', '/reports/2021-06-30/reports/999999999')).status).toBe(404);
    expect((await api('GET', '/reports/2021-06-30/documents/amzn1.tortuga.nothing')).status).toBe(404);
    expect((await create('GET_NO_SUCH_REPORT')).status).toBe(400);
    expect(
      (await api('POST', '/reports/2021-06-30/reports', { body: { reportType: types[0] } })).status,
    ).toBe(400);
    expect(
      (await api('GET', '/reports/2021-06-30/reports', { query: { nextToken: 'x', pageSize: '10' } })).status,
    ).toBe(400);
    expectAnswersModelled();
  });

  it('Fulfillment Inbound v0: shipments by date, status and id, with their items, page after page', async () => {
    for (const region of ['na', 'eu', 'fe'] as const) {
      const api = apis[region];
      const MarketplaceId = HOME[region];
      const byDate = await pages(
        api,
        '/fba/inbound/v0/shipments',
        {
          QueryType: 'DATE_RANGE',
          MarketplaceId,
          LastUpdatedAfter: iso(TEST_NOW - 150 * DAY),
          LastUpdatedBefore: iso(TEST_NOW),
        },
        (json) =>
          json.payload.NextToken
            ? { QueryType: 'NEXT_TOKEN', MarketplaceId, NextToken: json.payload.NextToken }
            : undefined,
      );
      const shipments = byDate.flatMap((page) => page.payload.ShipmentData);
      expect(shipments.length).toBeGreaterThan(0);
      const ids = shipments.slice(0, 3).map((shipment: Json) => shipment.ShipmentId);
      await pages(
        api,
        '/fba/inbound/v0/shipments',
        { QueryType: 'SHIPMENT', MarketplaceId, ShipmentIdList: ids.join(',') },
        () => undefined,
      );
      await pages(
        api,
        '/fba/inbound/v0/shipments',
        { QueryType: 'SHIPMENT', MarketplaceId, ShipmentStatusList: 'WORKING,RECEIVING,CLOSED' },
        () => undefined,
      );
      for (const id of ids)
        expect((await api('GET', `/fba/inbound/v0/shipments/${id}/items`)).status).toBe(200);
      await pages(
        api,
        '/fba/inbound/v0/shipmentItems',
        {
          QueryType: 'DATE_RANGE',
          MarketplaceId,
          LastUpdatedAfter: iso(TEST_NOW - 30 * DAY),
          LastUpdatedBefore: iso(TEST_NOW),
        },
        (json) =>
          json.payload.NextToken
            ? { QueryType: 'NEXT_TOKEN', MarketplaceId, NextToken: json.payload.NextToken }
            : undefined,
      );
    }
    expect((await apis.na('GET', '/fba/inbound/v0/shipments', { query: { MarketplaceId: US } })).status).toBe(
      400,
    );
    expect((await apis.na('GET', '/fba/inbound/v0/shipments/FBA0NOSUCH/items')).status).toBe(400);
    expectAnswersModelled();
  });

  it('Fulfillment Inbound 2024-03-20: plans, their items and shipments, page after page', async () => {
    for (const region of ['na', 'eu', 'fe'] as const) {
      const api = apis[region];
      const listed = await pages(
        api,
        PLANS,
        { pageSize: '5', sortBy: 'LAST_UPDATED_TIME', sortOrder: 'DESC' },
        (json) => (json.pagination ? { paginationToken: json.pagination.nextToken } : undefined),
      );
      for (const status of ['ACTIVE', 'SHIPPED', 'VOIDED'])
        await pages(api, PLANS, { status, pageSize: '30' }, (json) =>
          json.pagination ? { paginationToken: json.pagination.nextToken, pageSize: '30' } : undefined,
        );
      for (const summary of listed.flatMap((page) => page.inboundPlans).slice(0, 4)) {
        const plan = (await api('GET', `${PLANS}/${summary.inboundPlanId}`)).json;
        await pages(api, `${PLANS}/${plan.inboundPlanId}/items`, { pageSize: '2' }, (json) =>
          json.pagination ? { paginationToken: json.pagination.nextToken, pageSize: '2' } : undefined,
        );
        for (const { shipmentId } of plan.shipments ?? []) {
          expect((await api('GET', `${PLANS}/${plan.inboundPlanId}/shipments/${shipmentId}`)).status).toBe(
            200,
          );
          await pages(
            api,
            `${PLANS}/${plan.inboundPlanId}/shipments/${shipmentId}/items`,
            { pageSize: '1000' },
            () => undefined,
          );
        }
      }
    }
    expect((await apis.na('GET', PLANS, { query: { pageSize: '31' } })).status).toBe(400);
    expect((await apis.na('GET', `${PLANS}/not-a-plan`)).status).toBe(400);
    expectAnswersModelled();
  });

  it('Orders 2026-01-01: searches by update and by creation with every data set, pages, and orders', async () => {
    const INCLUDED =
      'BUYER,RECIPIENT,PROCEEDS,EXPENSE,PROMOTION,CANCELLATION,FULFILLMENT,PACKAGES,TAX,PAYMENT,FULFILLMENT_ORDERS';
    for (const region of ['na', 'eu', 'fe'] as const) {
      const api = apis[region];
      const query = {
        lastUpdatedAfter: iso(TEST_NOW - 3 * DAY),
        includedData: INCLUDED,
        maxResultsPerPage: '40',
      };
      const found = await pages(api, '/orders/2026-01-01/orders', query, (json) =>
        json.pagination ? { ...query, paginationToken: json.pagination.nextToken } : undefined,
      );
      expect(found.length).toBeGreaterThan(1);
      await pages(
        api,
        '/orders/2026-01-01/orders',
        {
          createdAfter: iso(TEST_NOW - DAY),
          fulfillmentStatuses: 'SHIPPED,CANCELLED',
          fulfilledBy: 'AMAZON',
        },
        () => undefined,
      );
      for (const order of found[0].orders.slice(0, 5)) {
        const answer = await api('GET', `/orders/2026-01-01/orders/${order.orderId}`, {
          query: { includedData: INCLUDED },
        });
        expect(answer.status).toBe(200);
      }
      await api('GET', `/orders/2026-01-01/orders/${found[0].orders[0].orderId}`);
    }
    const both = { createdAfter: iso(TEST_NOW - DAY), lastUpdatedAfter: iso(TEST_NOW - DAY) };
    expect((await apis.na('GET', '/orders/2026-01-01/orders', { query: both })).status).toBe(400);
    expect((await apis.na('GET', '/orders/2026-01-01/orders/111-0000000-0000000')).status).toBe(404);
    expectAnswersModelled();
  });

  it('Orders v0 (deprecated, kept to prove nothing calls it): orders and their items', async () => {
    const api = apis.eu;
    const query = {
      MarketplaceIds: `${UK},${DE}`,
      LastUpdatedAfter: iso(TEST_NOW - 2 * DAY),
      MaxResultsPerPage: '50',
    };
    const found = await pages(api, '/orders/v0/orders', query, (json) =>
      json.payload.NextToken
        ? { MarketplaceIds: query.MarketplaceIds, NextToken: json.payload.NextToken }
        : undefined,
    );
    for (const order of found[0].payload.Orders.slice(0, 5)) {
      expect((await api('GET', `/orders/v0/orders/${order.AmazonOrderId}`)).status).toBe(200);
      expect((await api('GET', `/orders/v0/orders/${order.AmazonOrderId}/orderItems`)).status).toBe(200);
    }
    expect((await api('GET', '/orders/v0/orders', { query: { MarketplaceIds: DE } })).status).toBe(400);
    expectAnswersModelled();
  });

  it('FBA Inventory: summaries with details of each marketplace, changed since, and by SKU', async () => {
    for (const region of ['na', 'eu', 'fe'] as const) {
      const api = apis[region];
      const marketplace = HOME[region];
      const base = {
        granularityType: 'Marketplace',
        granularityId: marketplace,
        marketplaceIds: marketplace,
        details: 'true',
      };
      const all = await pages(api, '/fba/inventory/v1/summaries', base, (json) =>
        json.pagination ? { ...base, nextToken: json.pagination.nextToken } : undefined,
      );
      expect(all.length).toBeGreaterThan(1);
      const since = { ...base, startDateTime: iso(TEST_NOW - 2 * DAY) };
      await pages(api, '/fba/inventory/v1/summaries', since, (json) =>
        json.pagination ? { ...since, nextToken: json.pagination.nextToken } : undefined,
      );
      const skus = all[0].payload.inventorySummaries.slice(0, 3).map((summary: Json) => summary.sellerSku);
      await pages(
        api,
        '/fba/inventory/v1/summaries',
        { ...base, details: 'false', sellerSkus: skus.join(',') },
        () => undefined,
      );
    }
    expect(
      (await apis.na('GET', '/fba/inventory/v1/summaries', { query: { marketplaceIds: US } })).status,
    ).toBe(400);
    expectAnswersModelled();
  });

  it('Catalog Items: summaries and images of catalogue ASINs, unknown ASINs, bad data sets', async () => {
    for (const region of ['na', 'eu', 'fe'] as const) {
      const asins = simulator.control
        .catalogue(SELLERS[region])
        .slice(0, 3)
        .map((listing) => listing.asin);
      for (const asin of asins) {
        const query = { marketplaceIds: HOME[region], includedData: 'summaries,images' };
        expect((await apis[region]('GET', `/catalog/2022-04-01/items/${asin}`, { query })).status).toBe(200);
      }
    }
    const asin = simulator.control.catalogue(SELLERS.na)[0]?.asin;
    expect(
      (await apis.na('GET', `/catalog/2022-04-01/items/${asin}`, { query: { marketplaceIds: US } })).status,
    ).toBe(200);
    expect(
      (await apis.na('GET', '/catalog/2022-04-01/items/B000NOSUCH', { query: { marketplaceIds: US } }))
        .status,
    ).toBe(404);
    const badSet = { marketplaceIds: US, includedData: 'pictures' };
    expect((await apis.na('GET', `/catalog/2022-04-01/items/${asin}`, { query: badSet })).status).toBe(400);
    expectAnswersModelled();
  });

  it('429 QuotaExceeded and 403 Unauthorized, for every operation, in the error list shape', async () => {
    const firstOf = new Map<string, Answered>();
    for (const answer of answered)
      if (answer.status < 300 && !firstOf.has(answer.operation)) firstOf.set(answer.operation, answer);
    for (const [operation, { region, request }] of firstOf) {
      simulator.control.throttleNext(operation.split(' ')[0] as string, 1);
      const throttled = await apis[region](request.method, request.path, {
        query: request.query,
        body: request.body,
      });
      expect(throttled.status, operation).toBe(429);
      expect(throttled.json.errors[0].code).toBe('QuotaExceeded');
    }
    const anonymous = checked(spApiClient(simulator, 'na', 'Atza|not-a-token'), 'na');
    expect((await anonymous('GET', '/sellers/v1/marketplaceParticipations')).status).toBe(403);
    expectAnswersModelled();
  });

  it('covers every operation the stand-in serves, and the stand-in serves every operation modelled', () => {
    const served = OPERATIONS.map((operation) => `${operation.name} ${operation.path}`).sort();
    expect(AMAZON_MODELS.map((model) => `${model.name} ${model.path}`).sort()).toEqual(served);
    const succeeded = new Set(
      answered.filter((answer) => answer.status < 300).map((answer) => answer.operation),
    );
    expect([...succeeded].sort()).toEqual(served);
    expect(new Set(answered.map((answer) => answer.status))).toEqual(new Set([200, 202, 400, 403, 404, 429]));
  });
});
