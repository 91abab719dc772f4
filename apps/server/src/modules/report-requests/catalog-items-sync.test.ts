import type { ForecastSummary, SearchGroup, Sku, StockRow } from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { connectStandInSeller } from '../../testing/stand-in-seller.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { syncCatalogItems } from './catalog-items-sync.usecase.ts';
import { amazonClients } from './marketplace.client.ts';
import { catalogItemsJob } from './report-requests.jobs.ts';

/**
 * The catalog job of a connected Amazon source fills its SKUs' marketplace titles and main images
 * from getCatalogItem (the simulator's catalog, over real HTTP), and the lists show them: SKUs
 * with an ASIN the catalog has get both, one it has not gets neither (and is not asked again
 * within the week), one without an ASIN is never asked.
 */
const NOT_IN_CATALOG = 'B000000000';
let simulator: SpApiSimulator;
const overrides: Record<string, string> = {};
beforeAll(async () => {
  // Amazon's usage plans sped up 20 times (x-amzn-RateLimit-Limit says so; the client follows).
  simulator = await startSpApiSimulator({ ordersPerDay: 2, historyDays: 10, rateLimits: { speed: 20 } });
  Object.assign(overrides, amazonStandInConfig(simulator));
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

const catalogCalls = () => simulator.control.calls().filter((call) => call.operation === 'getCatalogItem');

describe("a source's catalog job", () => {
  it('fills the marketplace title and image of SKUs with an ASIN, which the SKU, stock, forecast and search lists return', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const { seller, sourceId: reportSourceId } = await connectStandInSeller(server, simulator, {
      client,
      base,
    });

    const listed = simulator.control.catalogue(seller.sellingPartnerId).slice(0, 3);
    const skus = [
      ...listed.map((item) => ({ sku_id: item.sku, asin: item.asin, name: `Own name of ${item.sku}` })),
      { sku_id: 'GONE-1', asin: NOT_IN_CATALOG, name: 'Delisted mug' },
      { sku_id: 'LOCAL-1', asin: null, name: 'Sold only in the shop' },
    ];
    for (const sku of skus) {
      const answer = await client.post(`${base}/skus`, sku);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const before = (await client.get(`${base}/skus?per_page=100`)).body.data as Sku[];
    expect(before.every((sku) => sku.marketplace_title === null && sku.image_url === null)).toBe(true);

    const calls = catalogCalls().length;
    await server.ctx.jobs.enqueue(catalogItemsJob, { organisationId: organisation.id, reportSourceId });
    const bySku = await waitFor(async () => {
      const rows = (await client.get(`${base}/skus?per_page=100`)).body.data as Sku[];
      return rows.filter((sku) => sku.image_url !== null).length === listed.length &&
        catalogCalls().length - calls === listed.length + 1
        ? new Map(rows.map((sku) => [sku.sku_id, sku]))
        : null;
    });

    for (const item of listed) {
      const sku = bySku.get(item.sku);
      expect(sku?.marketplace_title).toBe(item.title);
      // The MAIN image the lists' thumbnails need: the simulator's 500 px one, which it serves.
      expect(sku?.image_url).toMatch(new RegExp(`/images/I/${item.asin}\\.MAIN\\.500\\.svg$`));
      expect(sku?.name).toBe(`Own name of ${item.sku}`);
      const picture = await fetch(sku?.image_url as string);
      expect(picture.status).toBe(200);
    }
    expect(bySku.get('GONE-1')).toMatchObject({ marketplace_title: null, image_url: null });
    expect(bySku.get('LOCAL-1')).toMatchObject({ marketplace_title: null, image_url: null });
    // Each ASIN asked once, in the source's marketplace; the SKU without one never.
    const asked = catalogCalls().slice(calls);
    expect(asked.map((call) => call.path.split('/').at(-1)).sort()).toEqual(
      [...listed.map((item) => item.asin), NOT_IN_CATALOG].sort(),
    );
    expect(asked.filter((call) => call.status === 404)).toHaveLength(1);

    const [first] = listed;
    if (!first) throw new Error('no listing');
    const firstSku = bySku.get(first.sku) as Sku;
    const detail = (await client.get(`${base}/skus/${firstSku.id}`)).body.data as Sku;
    expect(detail).toMatchObject({ marketplace_title: first.title, image_url: firstSku.image_url });

    const stock = (await client.get(`${base}/stock?per_page=100`)).body.data as StockRow[];
    expect(stock.find((row) => row.sku.id === firstSku.id)?.sku.image_url).toBe(firstSku.image_url);
    expect(stock.find((row) => row.sku.sku_id === 'LOCAL-1')?.sku.image_url).toBeNull();
    const forecasts = (await client.get(`${base}/forecasts?per_page=100`)).body.data as ForecastSummary[];
    expect(forecasts.find((row) => row.sku.id === firstSku.id)?.sku.image_url).toBe(firstSku.image_url);
    const search = (await client.get(`${base}/search?query=${encodeURIComponent(first.sku)}`)).body.data as {
      groups: SearchGroup[];
    };
    const hit = search.groups
      .find((group) => group.kind === 'skus')
      ?.hits.find((entry) => entry.id === firstSku.id);
    expect(hit?.image_url).toBe(firstSku.image_url);

    // A run within the week asks Amazon nothing: every SKU with an ASIN was asked.
    const settled = catalogCalls().length;
    const clients = amazonClients(server.ctx.config.amazon, server.ctx.config.appKey, server.ctx.db);
    const again = await syncCatalogItems({
      db: server.ctx.db,
      clients,
      organisationId: organisation.id,
      reportSourceId,
    });
    expect(again).toEqual({ fetched: 0, more: false });
    expect(catalogCalls().length).toBe(settled);
    // A week later the SKUs with an ASIN are due again, a batch at a time.
    const later = await syncCatalogItems({
      db: server.ctx.db,
      clients,
      organisationId: organisation.id,
      reportSourceId,
      now: new Date(Date.now() + 8 * 86_400_000),
      batch: 2,
    });
    expect(later).toEqual({ fetched: 2, more: true });
  }, 90_000); // the job waits its turn in the queue: under a full CI run, beyond the default 30 s
});

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error('the catalog job did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
