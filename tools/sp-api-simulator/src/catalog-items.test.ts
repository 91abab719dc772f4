import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import { accessTokenFor, type SpApiClient, spApiClient, testClock } from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const US = 'ATVPDKIKX0DER';
const SELLER = 'A2NASIMSELLER1';
const clock = testClock();
let simulator: SpApiSimulator;
let api: SpApiClient;

beforeAll(async () => {
  // getCatalogItem's bucket is 2, refilled 2 a second: sped up for the shapes' tests, a token
  // every half millisecond (at 100 times, three calls within 10 ms drew a 429 on a CI run).
  simulator = await startSpApiSimulator({ now: clock.now, rateLimits: { speed: 1000 } });
  api = spApiClient(simulator, 'na', await accessTokenFor(simulator, SELLER));
});
afterAll(() => simulator.close());

describe('getCatalogItem (Catalog Items 2022-04-01)', () => {
  it('answers a catalogue ASIN with its summary and MAIN image in the marketplace asked for, links this server serves', async () => {
    const [item] = simulator.control.catalogue(SELLER);
    if (!item) throw new Error('the seller has a catalogue');
    const answer = await api('GET', `/catalog/2022-04-01/items/${item.asin}`, {
      query: { marketplaceIds: US, includedData: 'summaries,images' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-amzn-RateLimit-Limit')).toBe('2000');
    expect(answer.json.asin).toBe(item.asin);
    expect(answer.json.summaries).toEqual([
      expect.objectContaining({ marketplaceId: US, itemName: item.title, brand: expect.any(String) }),
    ]);
    const [images] = answer.json.images;
    expect(images.marketplaceId).toBe(US);
    const main = images.images.filter((image: { variant: string }) => image.variant === 'MAIN');
    expect(main.map((image: { width: number }) => image.width)).toEqual([1500, 500]);
    const picture = await fetch(main[1].link);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg [^>]*width="500"/);
  });

  it('answers only the data sets includedData names, summaries by default', async () => {
    const [item] = simulator.control.catalogue(SELLER);
    const answer = await api('GET', `/catalog/2022-04-01/items/${item?.asin}`, {
      query: { marketplaceIds: US },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['asin', 'summaries']);
  });

  it("answers 404 NotFound in Amazon's error shape for an ASIN the catalogue has not", async () => {
    const answer = await api('GET', '/catalog/2022-04-01/items/B000000000', {
      query: { marketplaceIds: US, includedData: 'summaries' },
    });
    expect(answer.status).toBe(404);
    expect(answer.json.errors).toEqual([
      expect.objectContaining({ code: 'NotFound', message: expect.stringContaining('B000000000') }),
    ]);
    expect(answer.headers.get('x-amzn-RateLimit-Limit')).toBe('2000');
  });

  it('refuses a request without marketplaceIds, or with an includedData the model does not have (400)', async () => {
    const [item] = simulator.control.catalogue(SELLER);
    const path = `/catalog/2022-04-01/items/${item?.asin}`;
    expect((await api('GET', path)).status).toBe(400);
    const wrong = await api('GET', path, { query: { marketplaceIds: US, includedData: 'offers' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0].code).toBe('InvalidInput');
  });

  it("keeps to the model's usage plan: a burst of 2, then 429 QuotaExceeded", async () => {
    const own = await startSpApiSimulator({ now: clock.now });
    try {
      const ownApi = spApiClient(own, 'na', await accessTokenFor(own, SELLER));
      const [item] = own.control.catalogue(SELLER);
      const ask = () =>
        ownApi('GET', `/catalog/2022-04-01/items/${item?.asin}`, { query: { marketplaceIds: US } });
      const answers = [await ask(), await ask(), await ask()];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
      expect(answers[0]?.headers.get('x-amzn-RateLimit-Limit')).toBe('2');
      expect(answers[2]?.json.errors[0].code).toBe('QuotaExceeded');
    } finally {
      await own.close();
    }
  });

  it('serves no image for a path that names none', async () => {
    expect((await fetch(`${simulator.url}/images/I/not-an-asin.svg`)).status).toBe(404);
  });
});
