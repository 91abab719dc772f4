import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { marketplaces } from '../reference/reference.tables.ts';
import { syncSourceJob } from './report-requests.jobs.ts';

/**
 * A source's sync kept back by Amazon's rate limit (decision 24) is put back to run again, and the
 * source does not say its last sync failed; a sync that did fail still says so. The stand-in
 * throttles at Amazon's own rates: getReports refills one call in 45 s, so a 429 on it ends the
 * call for the job to be put back, not for the client to wait.
 */
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  simulator = await startSpApiSimulator({ ordersPerDay: 4, historyDays: 40 });
  Object.assign(overrides, {
    AMAZON_LWA_TOKEN_URL: simulator.lwaTokenUrl,
    AMAZON_SELLER_CENTRAL_URL: simulator.sellerCentralUrl,
    AMAZON_SP_API_ENDPOINT_NA: simulator.endpoint('na'),
    AMAZON_SP_API_ENDPOINT_EU: simulator.endpoint('eu'),
    AMAZON_SP_API_ENDPOINT_FE: simulator.endpoint('fe'),
    AMAZON_APPLICATION_ID: simulator.applicationId,
    AMAZON_CLIENT_ID: simulator.clientId,
    AMAZON_CLIENT_SECRET: simulator.clientSecret,
  });
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);
const US = 'ATVPDKIKX0DER';

async function connectedSeller() {
  const org = await catalogOrganisation(server);
  const seller = simulator.sellers.find((candidate) => candidate.region === 'na');
  if (!seller) throw new Error('no NA seller');
  const source = await org.client.post(`${org.base}/report-sources`, {
    name: 'Amazon NA',
    type: 'amazon',
    region_code: 'NA',
    seller_partner_id: seller.sellingPartnerId,
    auth_token: simulator.control.issueRefreshToken(seller.sellingPartnerId),
  });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  const sourceId = (source.body.data as { id: number }).id;
  const [us] = await server.ctx.db.select().from(marketplaces).where(eq(marketplaces.mwsId, US));
  const channel = await org.client.post(`${org.base}/sales-channels`, {
    name: 'Amazon.com',
    type: 'amazon',
    marketplace_id: us?.id,
    report_source_id: sourceId,
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  return { ...org, seller, sourceId };
}

interface SyncJobRow {
  state: string;
  retry_count: number;
  deferrals: number | null;
  reason: string | null;
}

/** The source's sync job as pg-boss holds it. */
async function syncJob(sourceId: number): Promise<SyncJobRow | undefined> {
  const [row] = await queryRows<SyncJobRow>(
    server.ctx.db,
    sql`select state::text as state, retry_count, (data #>> '{_deferred,count}')::int as deferrals,
               data #>> '{_deferred,reason}' as reason
        from pgboss.job where name = ${syncSourceJob.name} and data->>'reportSourceId' = ${String(sourceId)}
        order by created_on desc limit 1`,
  );
  return row;
}

/** The source as the Health screen shows it: its last sync's error is there. */
async function healthOf(client: TestClient, base: string, sourceId: number) {
  const health = (await client.get(`${base}/stock/health`)).body.data as {
    sources: { id: number; sync_error: string | null; shipments_synced_at: string | null }[];
  };
  return health.sources.find((entry) => entry.id === sourceId);
}

async function until<T>(read: () => Promise<T | null | undefined>, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a sync and Amazon’s rate limit', () => {
  it('is put back when Amazon throttles it, and the source does not say its last sync failed', async () => {
    const { client, base, sourceId } = await connectedSeller();
    const listingsBefore = simulator.control.calls().filter((call) => call.operation === 'getReports').length;
    simulator.control.throttleNext('getReports', 1);
    const sync = await client.post(`${base}/report-sources/${sourceId}/sync`, {});
    expect(sync.status, JSON.stringify(sync.body)).toBe(202);

    // The sync reads shipments first: on a loaded machine getReports comes well after 30 s.
    const deferred = await until(async () => {
      const job = await syncJob(sourceId);
      return job?.deferrals ? job : null;
    }, 80);
    // Back in the queue to run once getReports has a token again (45 s), with no attempt used.
    expect(deferred).toMatchObject({ state: 'created', retry_count: 0, deferrals: 1 });
    expect(deferred.reason).toMatch(/getReports: Amazon's rate limit/);
    expect(
      simulator.control
        .calls()
        .filter((call) => call.operation === 'getReports')
        .slice(listingsBefore)
        .map((call) => call.status),
    ).toEqual([429]);

    const source = await healthOf(client, base, sourceId);
    expect(source?.sync_error).toBeNull();
    // What the sync did before it was kept back stands: the shipments are synced.
    expect(source?.shipments_synced_at).toEqual(expect.any(String));
  }, 90_000);

  it('that fails for another reason still says so on the source', async () => {
    const { client, base, seller, sourceId } = await connectedSeller();
    simulator.control.revokeAuthorization(seller.sellingPartnerId);
    const sync = await client.post(`${base}/report-sources/${sourceId}/sync`, {});
    expect(sync.status, JSON.stringify(sync.body)).toBe(202);
    const source = await until(async () => {
      const found = await healthOf(client, base, sourceId);
      return found?.sync_error ? found : null;
    });
    expect(source.sync_error).toBe('Amazon refused the authorization: reconnect the seller account.');
    expect((await syncJob(sourceId))?.deferrals ?? null).toBeNull();
  });
});
