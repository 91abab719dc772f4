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

/** FBA Inventory v1 against the simulator: getInventorySummaries' pages and details, its usage plan. */
const US = 'ATVPDKIKX0DER';
const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, rateLimits: { speed: 50 } });
});
afterAll(() => simulator?.close());

function naClient() {
  return createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'na',
    refreshToken: simulator.control.issueRefreshToken('A2NASIMSELLER1'),
    now: clock.now,
    sleep: recordingSleep().sleep,
    random: () => 1,
  });
}

describe('FBA Inventory v1 against the simulator', () => {
  it('follows nextToken through every page: each FBA SKU once, with its details as totals', async () => {
    const spApi = naClient();
    const calls = statusesOf(simulator, 'getInventorySummaries').length;
    const summaries = await collect(spApi.listInventorySummaries({ marketplaceId: US }));
    const answered = statusesOf(simulator, 'getInventorySummaries').slice(calls);
    expect(answered.filter((status) => status === 200).length).toBeGreaterThan(1);
    const skus = summaries.map((summary) => summary.sellerSku);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.every((sku) => typeof sku === 'string' && sku.length > 0)).toBe(true);
    for (const summary of summaries) {
      expect(summary.inventoryDetails).toEqual({
        fulfillableQuantity: expect.any(Number),
        inboundWorkingQuantity: expect.any(Number),
        inboundShippedQuantity: expect.any(Number),
        inboundReceivingQuantity: expect.any(Number),
        reservedQuantity: expect.any(Number),
        researchingQuantity: 0,
        unfulfillableQuantity: expect.any(Number),
      });
      expect(summary.lastUpdatedTime).toBeInstanceOf(Date);
      const details = summary.inventoryDetails as NonNullable<typeof summary.inventoryDetails>;
      expect(summary.totalQuantity).toBe(
        details.fulfillableQuantity +
          details.unfulfillableQuantity +
          details.reservedQuantity +
          details.inboundWorkingQuantity +
          details.inboundShippedQuantity +
          details.inboundReceivingQuantity,
      );
    }
  });

  it('reads page by page, each page with the token of the next, and only the SKUs asked for', async () => {
    const spApi = naClient();
    const pages = await collect(spApi.inventorySummaryPages({ marketplaceId: US }));
    expect(pages.at(-1)?.nextToken).toBeUndefined();
    expect(pages.slice(0, -1).every((page) => typeof page.nextToken === 'string')).toBe(true);
    const wanted = (pages[0]?.summaries ?? []).slice(0, 2).map((summary) => summary.sellerSku as string);
    const some = await collect(spApi.listInventorySummaries({ marketplaceId: US, sellerSkus: wanted }));
    expect(some.map((summary) => summary.sellerSku)).toEqual(wanted);
  });

  it('refuses more than 50 SKUs before asking, and says what Amazon refused', async () => {
    const spApi = naClient();
    const many = Array.from({ length: 51 }, (_, index) => `SKU-${index}`);
    await expect(
      collect(spApi.listInventorySummaries({ marketplaceId: US, sellerSkus: many })),
    ).rejects.toThrow(TypeError);
    const refused = await collect(spApi.listInventorySummaries({ marketplaceId: 'A1PA6795UKMFR9' })).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AmazonApiError);
    expect(refused).toMatchObject({ operation: 'getInventorySummaries', status: 400 });
  });
});
