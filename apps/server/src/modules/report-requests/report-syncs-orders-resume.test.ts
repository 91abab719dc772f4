import type { StoreOrder } from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant-transaction.ts';
import { simulatorEndpoints } from '../../integrations/amazon/client/contract-test-support.ts';
import { createSpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';
import { SP_API_OPERATIONS } from '../../integrations/amazon/client/sp-api-operations.ts';
import { deferralOf } from '../../jobs/job-queue.ts';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { connectStandInSeller } from '../../testing/stand-in-seller.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { amazonRateLimitBuckets } from '../amazon-rate-limits/amazon-rate-limits.tables.ts';
import { databaseRateLimiter } from '../amazon-rate-limits/amazon-rate-limits.usecases.ts';
import { findReportSource } from '../report-sources/report-sources.facts.ts';
import { amazonClients } from './marketplace.client.ts';
import { SEARCH_LAG_MS } from './orders-sync-position.domain.ts';
import { FIRST_SYNC_DAYS, syncReportSource } from './report-syncs.usecases.ts';

/**
 * searchOrders allows 20 pages at once, then one every 3 minutes: a sync put back for the rate
 * limit goes on from the page it reached (its stored paginationToken), so a seller with more pages
 * than the burst is synced in a few runs, each page read once, instead of never.
 */
const DAY = 86_400_000;
const US = 'ATVPDKIKX0DER';
const AMAZON_NOW = new Date();
// The seller's bucket runs at Amazon's own searchOrders rate (a token every ~3 minutes, far longer
// than the client waits in process), so an empty bucket puts a run back (AmazonRateLimitedError),
// and no run, however slow the machine, sees a token refill while it reads. The stand-in itself
// does not throttle: the bucket is what is tested, and the test hands it LEFT tokens per run.
/** Tokens of the seller's searchOrders bucket left to the sync (another job spent the rest). */
const LEFT = 3;
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  simulator = await startSpApiSimulator({
    ordersPerDay: 25,
    historyDays: FIRST_SYNC_DAYS + 5,
    now: () => AMAZON_NOW,
    rateLimits: false,
  });
  Object.assign(overrides, amazonStandInConfig(simulator));
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

const searches = () =>
  simulator.control.calls().filter((call) => call.operation === 'searchOrders' && call.status === 200);

describe('a source’s orders sync put back for the rate limit', () => {
  it('goes on from its stored paginationToken: every page read once, every order stored once', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const { seller, sourceId: reportSourceId } = await connectStandInSeller(server, simulator, {
      client,
      base,
    });

    // What Amazon has in the sync's window (its first: FIRST_SYNC_DAYS back, to SEARCH_LAG_MS ago),
    // read page by page with a client of its own (its own buckets, in memory).
    const window = {
      lastUpdatedAfter: new Date(AMAZON_NOW.getTime() - FIRST_SYNC_DAYS * DAY),
      lastUpdatedBefore: new Date(AMAZON_NOW.getTime() - SEARCH_LAG_MS),
    };
    const spApi = createSpApiClient({
      endpoints: simulatorEndpoints(simulator),
      region: 'na',
      refreshToken: simulator.control.issueRefreshToken(seller.sellingPartnerId),
      now: () => AMAZON_NOW,
    });
    const amazon = new Set<string>();
    let pages = 0;
    for await (const page of spApi.searchOrderPages({ ...window, marketplaceIds: [US] })) {
      pages++;
      for (const order of page.orders) amazon.add(order.orderId);
    }
    expect(pages).toBeGreaterThan(LEFT + 2);
    expect(pages).toBeLessThanOrEqual(SP_API_OPERATIONS.searchOrders.burst - LEFT);

    // The seller's searchOrders bucket, shared by every job (decision 24), has LEFT tokens: the
    // sync's window holds more pages than that.
    const limiter = databaseRateLimiter(server.ctx.db, {
      sellingPartnerId: seller.sellingPartnerId,
      region: 'na',
    });
    for (let taken = 0; taken < SP_API_OPERATIONS.searchOrders.burst - LEFT; taken++)
      expect(await limiter.take('searchOrders', SP_API_OPERATIONS.searchOrders)).toEqual({ granted: true });

    const clients = amazonClients(server.ctx.config.amazon, server.ctx.config.appKey, server.ctx.db);
    const key = { organisationId: organisation.id, id: reportSourceId };
    const position = () =>
      inTenant(
        server.ctx.db,
        organisation.id,
        async (tx) => (await findReportSource(tx, key))?.ordersSyncPosition,
      );
    const storedIds = async () => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const response = await client.get(`${base}/store-orders?per_page=100&page=${page}`);
        expect(response.status).toBe(200);
        ids.push(...(response.body.data as StoreOrder[]).map((order) => order.order_id));
        if (ids.length >= response.body.meta.total) return ids;
      }
    };
    const run = () =>
      syncReportSource({
        db: server.ctx.db,
        followUps: { poll: async () => undefined, process: async () => undefined },
        clients,
        log: { warn: () => undefined },
        organisationId: organisation.id,
        reportSourceId,
        now: AMAZON_NOW,
      });

    const before = searches().length;
    // The first run reads the pages it has tokens for, and is put back.
    const first = await run().then(
      () => null,
      (error: unknown) => error,
    );
    expect(deferralOf(first)).toBeGreaterThan(0);
    const stopped = await position();
    expect(stopped).toMatchObject({
      lastUpdatedAfter: window.lastUpdatedAfter.toISOString(),
      lastUpdatedBefore: window.lastUpdatedBefore.toISOString(),
      batch: 0,
      marketplaceIds: [US],
      paginationToken: expect.any(String),
    });
    const readFirst = searches().length - before;
    expect(readFirst).toBeGreaterThanOrEqual(LEFT);
    expect(readFirst).toBeLessThan(pages);
    const afterFirst = await storedIds();
    expect(afterFirst.length).toBeGreaterThan(0);
    expect(afterFirst.length).toBeLessThan(amazon.size);

    // Later runs go on from the stored token until done, each with the LEFT tokens the bucket
    // would have after the wait it was put back for (minutes at Amazon's rate: given here at once).
    let runs = 1;
    let error: unknown = first;
    for (;;) {
      await server.ctx.db
        .update(amazonRateLimitBuckets)
        .set({ tokens: LEFT, refilledAt: sql`clock_timestamp()` })
        .where(
          and(
            eq(amazonRateLimitBuckets.sellingPartnerId, seller.sellingPartnerId),
            eq(amazonRateLimitBuckets.operation, 'searchOrders'),
          ),
        );
      runs++;
      const result = await run().then(
        (value) => ({ value }),
        (thrown: unknown) => ({ thrown }),
      );
      if ('value' in result) {
        expect(result.value).toMatchObject({ orders: expect.any(Number) });
        break;
      }
      error = result.thrown;
      expect(deferralOf(error), String(error)).not.toBeNull();
      expect((await position())?.paginationToken).toEqual(expect.any(String));
      expect(runs).toBeLessThan(30);
    }
    expect(runs).toBeGreaterThan(1);
    // Each page once: as many answered searches as the window has pages, none read again.
    expect(searches().length - before).toBe(pages);
    const stored = await storedIds();
    expect(new Set(stored).size).toBe(stored.length);
    expect(new Set(stored)).toEqual(amazon);
    expect(await position()).toBeNull();
    const source = (await client.get(`${base}/report-sources/${reportSourceId}`)).body.data as Record<
      string,
      unknown
    >;
    expect(source.orders_synced_at).toBe(window.lastUpdatedBefore.toISOString());
    expect(source.sync_error ?? null).toBeNull();
  }, 240_000);
});
