import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSleep, simulatorEndpoints, statusesOf, testClock } from './contract-test-support.ts';
import { createSpApiClient } from './sp-api-client.ts';

/** Catalog Items API 2022-04-01 against the simulator: getCatalogItem's summaries and images, 404, the plan. */
const US = 'ATVPDKIKX0DER';
const SELLER = 'A2NASIMSELLER1';
const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now });
});
afterAll(() => simulator?.close());

function naClient() {
  const recorded = recordingSleep();
  const spApi = createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'na',
    refreshToken: simulator.control.issueRefreshToken(SELLER),
    now: clock.now,
    sleep: recorded.sleep,
    random: () => 1,
  });
  return { spApi, waits: recorded.waits };
}

describe('Catalog Items API 2022-04-01 against the simulator', () => {
  it("reads an ASIN's summary and MAIN images in the marketplace asked for", async () => {
    const { spApi } = naClient();
    const [listing] = simulator.control.catalogue(SELLER);
    if (!listing) throw new Error('the seller has a catalogue');
    const item = await spApi.getCatalogItem(listing.asin, {
      marketplaceIds: [US],
      includedData: ['summaries', 'images'],
    });
    expect(item?.asin).toBe(listing.asin);
    expect(item?.summaries).toEqual([
      expect.objectContaining({ marketplaceId: US, itemName: listing.title, brand: expect.any(String) }),
    ]);
    const main = item?.images?.[0]?.images.filter((image) => image.variant === 'MAIN') ?? [];
    expect(main.length).toBeGreaterThan(0);
    for (const image of main) {
      expect(image.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/I\//);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
    // The query as Amazon's model spells it: camelCase, comma-separated arrays.
    const call = simulator.control
      .calls()
      .filter((entry) => entry.operation === 'getCatalogItem')
      .at(-1);
    expect(call?.path).toBe(`/na/catalog/2022-04-01/items/${listing.asin}`);
  });

  it('answers null for an ASIN the catalog does not have (404 NotFound)', async () => {
    const { spApi } = naClient();
    const calls = statusesOf(simulator, 'getCatalogItem').length;
    expect(
      await spApi.getCatalogItem('B000000000', { marketplaceIds: [US], includedData: ['summaries'] }),
    ).toBeNull();
    expect(statusesOf(simulator, 'getCatalogItem').slice(calls)).toEqual([404]);
  });

  it('keeps to the plan of 2 a second, burst 2: the third call at once waits for its token', async () => {
    // A simulator of its own (a full bucket) and the client's real sleep: Amazon's bucket refills on
    // the wall clock.
    const own = await startSpApiSimulator({ now: clock.now });
    try {
      const spApi = createSpApiClient({
        endpoints: simulatorEndpoints(own),
        region: 'na',
        refreshToken: own.control.issueRefreshToken(SELLER),
        now: clock.now,
      });
      const started = performance.now();
      const items = [];
      for (const listing of own.control.catalogue(SELLER).slice(0, 3))
        items.push(
          await spApi.getCatalogItem(listing.asin, { marketplaceIds: [US], includedData: ['summaries'] }),
        );
      expect(items.every((item) => item !== null)).toBe(true);
      // The third waited for the client's bucket (the model's 2/2) to refill. Amazon's bucket, a
      // request's latency behind it, may still refuse it once (429): then the client waits again.
      const statuses = statusesOf(own, 'getCatalogItem');
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429).length).toBeLessThanOrEqual(1);
      expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      await own.close();
    }
  });

  it('refuses a call without a marketplace before sending it', async () => {
    const { spApi } = naClient();
    await expect(
      spApi.getCatalogItem('B000000000', { marketplaceIds: [], includedData: [] }),
    ).rejects.toThrow(TypeError);
  });
});
