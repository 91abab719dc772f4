import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { AMAZON_MODELS, requestProblems } from '@backoffice/sp-api-simulator/amazon-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, recordingSleep, simulatorEndpoints, testClock } from './contract-test-support.ts';
import { createSpApiClient } from './sp-api-client.ts';
import { SP_API_OPERATIONS } from './sp-api-operations.ts';
import { inProcessRateLimiter } from './sp-api-rate-limiter.ts';

/**
 * Every request the client makes in a realistic run, as the stand-in received it (method, path,
 * raw query string, JSON body: control.calls()), checked against the parameters of its operation
 * in Amazon's published models (tools/sp-api-simulator/src/amazon-models/): no deprecated
 * operation or parameter, required ones present, unknown ones absent, enums, date-times, lists
 * comma-separated and within their sizes, page sizes within the maximum, the rules the model
 * states in words, and createReport's body. The queries are the product's own (the syncs'
 * use cases), plus small pages so that every kind of next page is followed.
 */

const DAY = 86_400_000;
const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const clock = testClock();
const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, rateLimits: false, reportPollsUntilDone: 0 });
});
afterAll(() => simulator?.close());

function naClient() {
  const recorded = recordingSleep();
  return createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'na',
    refreshToken: simulator.control.issueRefreshToken('A2NASIMSELLER1'),
    now: clock.now,
    sleep: recorded.sleep,
    random: () => 1,
    limiter: inProcessRateLimiter(recorded.limiterClock),
  });
}

describe("the client's requests against Amazon's models", () => {
  it('sends every operation it calls as the model describes its parameters and body', async () => {
    const spApi = naClient();
    await spApi.getMarketplaceParticipations();

    // Reports: the report requests' createReport, polls, documents, one with options cancelled, and
    // the settlement listing, one page and several.
    const { reportId } = await spApi.createReport({
      reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      marketplaceIds: [US],
      dataStartTime: ago(30),
      dataEndTime: ago(1),
    });
    const report = await spApi.getReport(reportId);
    if (report.reportDocumentId) await spApi.downloadReportDocument(report.reportDocumentId);
    const queued = await spApi.createReport({
      reportType: 'GET_LEDGER_DETAIL_VIEW_DATA',
      marketplaceIds: [US, CA],
      reportOptions: { eventType: 'Receipts' },
    });
    await spApi.cancelReport(queued.reportId);
    const settlement = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
    await collect(
      spApi.listReports({
        reportTypes: [settlement],
        processingStatuses: ['DONE'],
        createdSince: ago(89),
        pageSize: 100,
      }),
    );
    const settlements = await collect(
      spApi.listReports({ reportTypes: [settlement], marketplaceIds: [US], pageSize: 2 }),
    );
    expect(settlements.length).toBeGreaterThan(2);
    await spApi.getReportDocument(settlements[0]?.reportDocumentId as string);

    // Inbound v0, as the inbound sync asks: by date (several pages), by id, a shipment's items.
    const shipments = await collect(
      spApi.listInboundShipments({
        marketplaceId: US,
        lastUpdatedAfter: ago(150),
        lastUpdatedBefore: clock.now(),
      }),
    );
    expect(shipments.length).toBeGreaterThan(50);
    const ids = shipments.slice(0, 3).map((shipment) => shipment.ShipmentId);
    await collect(spApi.listInboundShipments({ marketplaceId: US, shipmentIds: ids }));
    await collect(spApi.listInboundShipments({ marketplaceId: US, statuses: ['WORKING', 'CLOSED'] }));
    await spApi.listInboundShipmentItems(ids[0] as string);

    // Inbound 2024-03-20: the sync's plan listing per status, a small page, a plan and its parts.
    for (const status of ['ACTIVE', 'SHIPPED', 'VOIDED'] as const)
      await collect(
        spApi.listInboundPlans({ status, sortBy: 'LAST_UPDATED_TIME', sortOrder: 'DESC', pageSize: 30 }),
      );
    const plans = await collect(spApi.listInboundPlans({ pageSize: 5 }));
    const plan = await spApi.getInboundPlan(plans[0]?.inboundPlanId as string);
    await spApi.listInboundPlanItems(plan.inboundPlanId);
    const shipmentId = plan.shipments?.[0]?.shipmentId as string;
    await spApi.getPlanShipment(plan.inboundPlanId, shipmentId);
    await spApi.listPlanShipmentItems(plan.inboundPlanId, shipmentId);

    // Orders 2026-01-01: the orders sync's search (pages, then resumed from a token), by creation
    // with filters, and an order with its data sets.
    const query = {
      lastUpdatedAfter: ago(3),
      lastUpdatedBefore: new Date(clock.now().getTime() - 10 * 60_000),
      marketplaceIds: [US, CA],
      includedData: ['FULFILLMENT', 'PROCEEDS', 'RECIPIENT', 'PROMOTION'] as const,
      maxResultsPerPage: 30,
    };
    const pages = await collect(spApi.searchOrderPages({ ...query, includedData: [...query.includedData] }));
    expect(pages.length).toBeGreaterThan(2);
    await collect(
      spApi.searchOrderPages({ ...query, includedData: [...query.includedData] }, pages[0]?.nextToken),
    );
    await collect(
      spApi.searchOrders({
        createdAfter: ago(1),
        fulfillmentStatuses: ['SHIPPED', 'UNSHIPPED'],
        fulfilledBy: ['AMAZON'],
      }),
    );
    await spApi.getOrder(pages[0]?.orders[0]?.orderId as string, ['FULFILLMENT', 'PROCEEDS']);

    // Catalog items, as the catalog job asks; an ASIN the catalog has not.
    const [listing] = simulator.control.catalogue('A2NASIMSELLER1');
    await spApi.getCatalogItem(listing?.asin as string, {
      marketplaceIds: [US],
      includedData: ['summaries', 'images'],
    });
    expect(
      await spApi.getCatalogItem('B000NOSUCH', { marketplaceIds: [US], includedData: ['summaries'] }),
    ).toBeNull();

    // FBA inventory: the hourly read (several pages), changes since, some SKUs.
    const summaries = await collect(spApi.listInventorySummaries({ marketplaceId: US }));
    expect(summaries.length).toBeGreaterThan(10);
    await collect(spApi.listInventorySummaries({ marketplaceId: US, startDateTime: ago(2) }));
    await collect(
      spApi.listInventorySummaries({
        marketplaceId: US,
        sellerSkus: summaries.slice(0, 3).map((each) => each.sellerSku as string),
      }),
    );

    const requests = simulator.control.calls().filter((call) => /^\/(na|eu|fe)\//.test(call.path));
    expect(requests.flatMap((request) => requestProblems(request))).toEqual([]);
    // Every operation the client has a method for was called (Orders v0's are deprecated: none).
    const current = Object.keys(SP_API_OPERATIONS).filter((name) =>
      AMAZON_MODELS.some((model) => model.name === name && !model.deprecated),
    );
    expect(new Set(requests.map((request) => request.operation))).toEqual(new Set(current));
  });

  it('finds what the model refuses', () => {
    expect(
      requestProblems({
        method: 'GET',
        path: '/na/orders/v0/orders/111-1/orderItems',
      }),
    ).toEqual([
      'getOrderItems GET /orders/v0/orders/111-1/orderItems: the operation is deprecated in the model',
    ]);
    expect(
      requestProblems({
        method: 'GET',
        path: '/fba/inventory/v1/summaries',
        query: `granularityType=Store&granularityId=${US}&marketplaceIds=${US}&marketplaceIds=${CA}&sellerSkus=&foo=1&startDateTime=2025-06-01`,
      }).map((problem) => problem.replace(/^.*summaries: /, '')),
    ).toEqual([
      'granularityType: "Store" is not one of Marketplace',
      'marketplaceIds: sent 2 times (a list is one comma-separated value)',
      'sellerSkus: empty',
      'foo: not a parameter of getInventorySummaries',
      'startDateTime: "2025-06-01" is not a date-time',
    ]);
    expect(
      requestProblems({
        method: 'POST',
        path: '/eu/reports/2021-06-30/reports',
        body: { reportType: 'GET_X', marketplaceIds: [], dataStartTime: 'yesterday' },
      }).map((problem) => problem.replace(/^.*reports: /, '')),
    ).toEqual([
      'body.marketplaceIds: fewer than 1 items',
      'body.dataStartTime: "yesterday" is not a date-time',
    ]);
    expect(
      requestProblems({
        method: 'GET',
        path: '/na/orders/2026-01-01/orders',
        query: `createdAfter=2025-06-01T00%3A00%3A00Z&lastUpdatedBefore=2025-06-02T00%3A00%3A00Z&maxResultsPerPage=101&includedData=PROCEEDS,MONEY`,
      }).map((problem) => problem.replace(/^.*orders: /, '')),
    ).toEqual([
      'maxResultsPerPage: 101 is above 100',
      'includedData[1]: "MONEY" is not one of BUYER, RECIPIENT, PROCEEDS, EXPENSE, PROMOTION, CANCELLATION, FULFILLMENT, PACKAGES, TAX, PAYMENT, FULFILLMENT_ORDERS',
      'searchOrders: lastUpdatedBefore only with lastUpdatedAfter',
    ]);
  });
});
