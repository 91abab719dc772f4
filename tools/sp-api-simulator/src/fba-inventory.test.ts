import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import {
  type ApiAnswer,
  DAY,
  downloadReportDocument,
  parseTabSeparated,
  runReport,
  type SpApiClient,
  sellerClient,
  testClock,
} from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

/** getInventorySummaries (FBA Inventory v1) against the FBA inventory report of the same moment. */
const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const SUMMARIES = '/fba/inventory/v1/summaries';
const clock = testClock();
let simulator: SpApiSimulator;
let api: SpApiClient;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, rateLimits: false });
  api = await sellerClient(simulator, 'A2NASIMSELLER1');
});
afterAll(() => simulator?.close());

type Json = ApiAnswer['json'];
const marketplaceQuery = (marketplaceId: string, extra: Record<string, string> = {}) => ({
  granularityType: 'Marketplace',
  granularityId: marketplaceId,
  marketplaceIds: marketplaceId,
  details: 'true',
  ...extra,
});

async function everyPage(query: Record<string, string>): Promise<{ summaries: Json[]; pages: number }> {
  const summaries: Json[] = [];
  let pages = 0;
  let nextToken: string | undefined;
  do {
    const answer = await api('GET', SUMMARIES, { query: nextToken ? { ...query, nextToken } : query });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.payload.granularity).toEqual({
      granularityType: 'Marketplace',
      granularityId: query.granularityId,
    });
    summaries.push(...answer.json.payload.inventorySummaries);
    nextToken = answer.json.pagination?.nextToken;
    pages += 1;
  } while (nextToken);
  return { summaries, pages };
}

describe('getInventorySummaries', () => {
  it('lists every FBA SKU once over its pages, with the figures of the FBA inventory report', async () => {
    const { summaries, pages } = await everyPage(marketplaceQuery(US));
    expect(pages).toBeGreaterThan(1);
    const skus = summaries.map((summary) => summary.sellerSku);
    expect(new Set(skus).size).toBe(skus.length);

    const { report } = await runReport(api, {
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplaceIds: [US],
    });
    const { rows } = parseTabSeparated((await downloadReportDocument(api, report.reportDocumentId)).text);
    expect(new Set(skus)).toEqual(new Set(rows.map((row) => row.sku)));
    const bySku = new Map(summaries.map((summary) => [summary.sellerSku, summary]));
    for (const row of rows) {
      const summary = bySku.get(row.sku);
      const details = summary.inventoryDetails;
      expect(summary).toMatchObject({ asin: row.asin, fnSku: row.fnsku, condition: 'NewItem' });
      expect({
        fulfillable: details.fulfillableQuantity,
        unsellable: details.unfulfillableQuantity.totalUnfulfillableQuantity,
        reserved: details.reservedQuantity.totalReservedQuantity,
        working: details.inboundWorkingQuantity,
        shipped: details.inboundShippedQuantity,
        receiving: details.inboundReceivingQuantity,
      }).toEqual({
        fulfillable: Number(row['afn-fulfillable-quantity']),
        unsellable: Number(row['afn-unsellable-quantity']),
        reserved: Number(row['afn-reserved-quantity']),
        working: Number(row['afn-inbound-working-quantity']),
        shipped: Number(row['afn-inbound-shipped-quantity']),
        receiving: Number(row['afn-inbound-receiving-quantity']),
      });
      // The report's warehouse figure is the same three the API details.
      expect(
        details.fulfillableQuantity +
          details.unfulfillableQuantity.totalUnfulfillableQuantity +
          details.reservedQuantity.totalReservedQuantity,
      ).toBe(Number(row['afn-warehouse-quantity']));
    }
    // The dataset's inbound shipments are counted: some SKU has units on their way.
    expect(
      summaries.some(
        (summary) =>
          summary.inventoryDetails.inboundWorkingQuantity +
            summary.inventoryDetails.inboundShippedQuantity +
            summary.inventoryDetails.inboundReceivingQuantity >
          0,
      ),
    ).toBe(true);
  });

  it('leaves the details out unless asked, and lists only the sellerSkus asked for', async () => {
    const plain = await api('GET', SUMMARIES, { query: marketplaceQuery(US, { details: 'false' }) });
    expect(plain.status).toBe(200);
    expect(plain.json.payload.inventorySummaries[0].inventoryDetails).toBeUndefined();
    expect(plain.json.payload.inventorySummaries[0].totalQuantity).toEqual(expect.any(Number));

    const [first, second] = (await everyPage(marketplaceQuery(US))).summaries;
    const some = await everyPage(
      marketplaceQuery(US, { sellerSkus: `${first.sellerSku},${second.sellerSku}` }),
    );
    expect(some.summaries.map((summary) => summary.sellerSku)).toEqual([first.sellerSku, second.sellerSku]);
  });

  it('with startDateTime lists only the SKUs whose warehouse quantities changed since', async () => {
    const all = (await everyPage(marketplaceQuery(US))).summaries;
    const recent = await everyPage(
      marketplaceQuery(US, { startDateTime: new Date(clock.now().getTime() - 2 * DAY).toISOString() }),
    );
    expect(recent.summaries.length).toBeGreaterThan(0);
    expect(recent.summaries.length).toBeLessThanOrEqual(all.length);
  });

  it('refuses what the model does not allow with 400 InvalidInput', async () => {
    const refusals: Record<string, string>[] = [
      { granularityId: US, marketplaceIds: US },
      marketplaceQuery(US, { granularityType: 'Region' }),
      { granularityType: 'Marketplace', marketplaceIds: US },
      { granularityType: 'Marketplace', granularityId: US },
      marketplaceQuery(US, { marketplaceIds: `${US},A2EUQ1WTGCTBG2` }),
      marketplaceQuery(US, { granularityId: 'A2EUQ1WTGCTBG2' }),
      marketplaceQuery(DE),
      marketplaceQuery(US, { details: 'yes' }),
      marketplaceQuery(US, { startDateTime: 'yesterday' }),
      marketplaceQuery(US, { startDateTime: new Date(clock.now().getTime() - 600 * DAY).toISOString() }),
      marketplaceQuery(US, {
        sellerSkus: Array.from({ length: 51 }, (_, index) => `SKU-${index}`).join(','),
      }),
      marketplaceQuery(US, { nextToken: 'not-a-token' }),
    ];
    for (const query of refusals) {
      const answer = await api('GET', SUMMARIES, { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json.errors[0].code).toBe('InvalidInput');
    }
    // A token goes with the parameters that made it.
    const first = await api('GET', SUMMARIES, { query: marketplaceQuery(US) });
    const moved = await api('GET', SUMMARIES, {
      query: marketplaceQuery(US, { details: 'false', nextToken: first.json.pagination.nextToken }),
    });
    expect(moved.status).toBe(400);
  });

  it('holds 2 calls at once and refills 2 a second, as the usage plan says', async () => {
    const limited = await startSpApiSimulator({ now: clock.now });
    try {
      const client = await sellerClient(limited, 'A2NASIMSELLER1');
      const statuses = [];
      for (let call = 0; call < 3; call++)
        statuses.push((await client('GET', SUMMARIES, { query: marketplaceQuery(US) })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
