import { isReportRequestFinished, type ReportRequest, type ReportType } from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { sql } from 'drizzle-orm';
import { startJobs } from '../src/bootstrap.ts';
import { queryRows } from '../src/db/client.ts';
import { simulatorEndpoints } from '../src/integrations/amazon/client/contract-test-support.ts';
import { createSpApiClient } from '../src/integrations/amazon/client/sp-api-client.ts';
import { SP_API_OPERATIONS } from '../src/integrations/amazon/client/sp-api-operations.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { type BenchServer, startBenchServer } from './bench-server.ts';

/**
 * Issue 30's bench: a sync of one seller against the SP-API stand-in throttling at Amazon's
 * default usage plans, sped up `speed` times (every rate, bursts as Amazon's; the simulator's
 * `x-amzn-RateLimit-Limit` says the multiplied rate, which the product's buckets follow). The NA
 * seller with its 3 marketplaces (US, CA, MX) connected and fed by three sales channels; its sync
 * (inbound shipments, orders, the ledger, FBA inventory per country, every settlement Amazon still
 * keeps: `SETTLEMENTS`), and the three other requestable report types asked for by hand, so five
 * report types in all. Everything runs in the bench's server: the real routes, the real job
 * workers (pg-boss) on the bench's database, the real client and its rate limiter in the database.
 *
 * Prints, per operation, the calls Amazon answered and how many were 429, beside the ideal
 * (calls ÷ the sped-up rate); the wall time beside the slowest operation's ideal; and PASS when no
 * job failed and at most 5 % of calls were answered 429.
 */
const SETTLEMENTS_PER_MARKETPLACE = 20;
const NA_MARKETPLACES = ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1AM78C64UM0Y8'];
const BY_HAND: ReportType[] = [
  'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
  'GET_FBA_REIMBURSEMENTS_DATA',
  'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
];
const MAX_THROTTLED_SHARE = 0.05;
const DAY_MS = 86_400_000;

export async function amazonSyncBench({
  speed,
  timeoutSeconds,
}: {
  speed: number;
  timeoutSeconds: number;
}): Promise<{ pass: boolean }> {
  const settlementDays = await settlementDaysFor(SETTLEMENTS_PER_MARKETPLACE);
  const simulator = await startSpApiSimulator({ rateLimits: { speed }, settlementDays });
  const server = await startBenchServer({
    REPORT_POLL_SECONDS: '1',
    AMAZON_LWA_TOKEN_URL: simulator.lwaTokenUrl,
    AMAZON_SELLER_CENTRAL_URL: simulator.sellerCentralUrl,
    AMAZON_SP_API_ENDPOINT_NA: simulator.endpoint('na'),
    AMAZON_SP_API_ENDPOINT_EU: simulator.endpoint('eu'),
    AMAZON_SP_API_ENDPOINT_FE: simulator.endpoint('fe'),
    AMAZON_APPLICATION_ID: simulator.applicationId,
    AMAZON_CLIENT_ID: simulator.clientId,
    AMAZON_CLIENT_SECRET: simulator.clientSecret,
  });
  try {
    await startJobs(server.ctx);
    const { client, base, sourceId } = await connectNaSeller(server, simulator);
    console.log(
      `Amazon sync (issue 30) on ${server.ctx.database.driver}: one NA seller, ${NA_MARKETPLACES.length} marketplaces, ` +
        `settlement periods of ${settlementDays} days, the stand-in's usage plans at Amazon's default rates × ${speed}\n`,
    );

    const started = performance.now();
    const sync = await client.post(`${base}/report-sources/${sourceId}/sync`, {});
    if (sync.status >= 300) throw new Error(`sync: ${sync.status} ${JSON.stringify(sync.body)}`);
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    for (const reportType of BY_HAND) {
      const created = await client.post(`${base}/report-requests`, {
        report_source_id: sourceId,
        report_type: reportType,
        data_start_time: since,
      });
      if (created.status !== 201)
        throw new Error(`${reportType}: ${created.status} ${JSON.stringify(created.body)}`);
    }
    const requests = await untilSettled(server, client, base, timeoutSeconds);
    const wallSeconds = (performance.now() - started) / 1000;

    // Calls as Amazon (the stand-in) counted and answered them.
    const calls = simulator.control.calls();
    const perOperation = new Map<string, { calls: number; throttled: number }>();
    for (const call of calls) {
      const entry = perOperation.get(call.operation) ?? { calls: 0, throttled: 0 };
      entry.calls++;
      if (call.status === 429) entry.throttled++;
      perOperation.set(call.operation, entry);
    }
    const jobs = await jobFigures(server);

    const row = (cells: string[]) =>
      console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(32) : cell.padStart(10))).join(' '));
    row(['operation', 'calls', '429s', 'rate/s', 'burst', 'ideal s']);
    let totalCalls = 0;
    let totalThrottled = 0;
    let idealSeconds = 0;
    for (const [operation, { calls: count, throttled }] of [...perOperation].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      totalCalls += count;
      totalThrottled += throttled;
      const plan = (SP_API_OPERATIONS as Record<string, { rate: number; burst: number }>)[operation];
      // Calls ÷ rate: what the operation's bucket alone would take at a steady rate (its burst
      // makes the real floor shorter by burst ÷ rate). No plan: LWA and the document downloads.
      const ideal = plan ? count / (plan.rate * speed) : null;
      if (ideal !== null) idealSeconds = Math.max(idealSeconds, ideal);
      row([
        operation,
        String(count),
        String(throttled),
        plan ? (plan.rate * speed).toFixed(3) : '-',
        plan ? String(plan.burst) : '-',
        ideal === null ? '-' : ideal.toFixed(1),
      ]);
    }
    row(['all', String(totalCalls), String(totalThrottled), '', '', '']);
    const share = totalCalls === 0 ? 0 : totalThrottled / totalCalls;
    const settlements = requests.filter(
      (r) => r.report_type === 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
    );
    const byStatus = countBy(requests.map((r) => r.status));
    const requested = new Set(requests.filter((r) => !settlements.includes(r)).map((r) => r.report_type));
    console.log(
      `\nreport requests: ${requests.length} (${settlements.length} settlement documents; ` +
        `${requests.length - settlements.length} requested reports of ${requested.size} types) ${JSON.stringify(byStatus)}`,
    );
    console.log(
      `jobs: ${jobs.failed} failed, ${jobs.retried} retried, ${jobs.deferred} put back for the rate limit ` +
        `(${jobs.deferrals} deferrals in all)`,
    );
    console.log(
      `wall time ${wallSeconds.toFixed(1)} s beside the ideal ${idealSeconds.toFixed(1)} s ` +
        `(the slowest operation's calls ÷ its rate × ${speed}; ×${(wallSeconds / idealSeconds).toFixed(2)})`,
    );
    const problems: string[] = [];
    if (jobs.failed > 0) problems.push(`${jobs.failed} failed jobs`);
    if (share > MAX_THROTTLED_SHARE) problems.push(`${(share * 100).toFixed(1)} % of calls answered 429`);
    if (requests.some((r) => r.status === 'FAILED')) problems.push('a report request FAILED');
    console.log(
      `${problems.length === 0 ? 'PASS' : 'FAIL'}: ${jobs.failed} failed jobs (0 allowed), ${(share * 100).toFixed(2)} % ` +
        `of calls answered 429 (${(MAX_THROTTLED_SHARE * 100).toFixed(0)} % allowed)` +
        (problems.length > 0 ? `: ${problems.join(', ')}` : ''),
    );
    return { pass: problems.length === 0 };
  } finally {
    await server.close();
    await simulator.close();
  }
}

/**
 * The settlement period (days) for which the stand-in has published `perMarketplace` settlement
 * reports per marketplace within Amazon's 90 days now: periods are laid on absolute days, so the
 * count for one length depends on the day. Asked of a stand-in of its own without usage plans,
 * so the bench's seller's buckets and counters stay untouched.
 */
async function settlementDaysFor(perMarketplace: number): Promise<number> {
  for (const days of [4.5, 4.4, 4.6, 4.3, 4.7, 4.2, 4.25, 4.35, 4.45, 4.55]) {
    const probe = await startSpApiSimulator({ rateLimits: false, settlementDays: days });
    try {
      const seller = probe.sellers.find((candidate) => candidate.region === 'na');
      if (!seller) throw new Error('no NA seller');
      const client = createSpApiClient({
        endpoints: simulatorEndpoints(probe),
        region: 'na',
        refreshToken: probe.control.issueRefreshToken(seller.sellingPartnerId),
      });
      let count = 0;
      for await (const _ of client.listReports({
        reportTypes: ['GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2'],
        processingStatuses: ['DONE'],
        createdSince: new Date(Date.now() - 90 * DAY_MS + 60_000),
        pageSize: 100,
      }))
        count++;
      if (count === perMarketplace * seller.marketplaceIds.length) return days;
    } finally {
      await probe.close();
    }
  }
  throw new Error(`no settlement period gives ${perMarketplace} settlements per marketplace today`);
}

/** A new organisation with the simulator's NA seller connected and a sales channel per marketplace. */
async function connectNaSeller(server: BenchServer, simulator: SpApiSimulator) {
  const client = new TestClient(server.baseUrl);
  await client.csrf();
  const registered = await client.post('/api/fortify/register', {
    name: 'Bench',
    email: `bench-amazon-${Date.now()}@example.com`,
    password: 'benchmark password',
    password_confirmation: 'benchmark password',
  });
  const base = `/api/organisations/${registered.body.data.current_organisation.ulid}`;
  const seller = simulator.sellers.find((candidate) => candidate.region === 'na');
  if (!seller) throw new Error('no NA seller');
  const source = await client.post(`${base}/report-sources`, {
    name: 'Amazon NA',
    type: 'amazon',
    region_code: 'NA',
    seller_partner_id: seller.sellingPartnerId,
    auth_token: simulator.control.issueRefreshToken(seller.sellingPartnerId),
  });
  if (source.status !== 201) throw new Error(`source: ${source.status} ${JSON.stringify(source.body)}`);
  const sourceId = (source.body.data as { id: number }).id;
  const reference = (await client.get('/api/reference')).body as unknown as {
    marketplaces: { id: number; mws_id: string; name: string }[];
  };
  for (const mwsId of NA_MARKETPLACES) {
    const marketplace = reference.marketplaces.find((entry) => entry.mws_id === mwsId);
    if (!marketplace) throw new Error(`no marketplace ${mwsId} in the reference data`);
    const channel = await client.post(`${base}/sales-channels`, {
      name: marketplace.name,
      type: 'amazon',
      marketplace_id: marketplace.id,
      report_source_id: sourceId,
    });
    if (channel.status !== 201) throw new Error(`channel: ${channel.status} ${JSON.stringify(channel.body)}`);
  }
  return { client, base, sourceId };
}

/**
 * Waits until the sync's and the reports' jobs are all done (none queued or running) and every
 * report request is finished: the sync queues the polls and downloads, a poll the next poll.
 */
async function untilSettled(
  server: BenchServer,
  client: TestClient,
  base: string,
  timeoutSeconds: number,
): Promise<ReportRequest[]> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [live] = await queryRows<{ count: number }>(
      server.ctx.db,
      sql`select count(*)::int as count from pgboss.job
       where state < 'completed' and (name like 'report-requests.%' or name = 'report-sources.sync')`,
    );
    const requests = await allRequests(client, base);
    if (live?.count === 0 && requests.length > 0 && requests.every((r) => isReportRequestFinished(r.status)))
      return requests;
    if (Date.now() > deadline) {
      console.log(`WARNING: not settled after ${timeoutSeconds} s: ${live?.count} jobs live`);
      return requests;
    }
  }
}

async function allRequests(client: TestClient, base: string): Promise<ReportRequest[]> {
  const all: ReportRequest[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.get(`${base}/report-requests?per_page=100&page=${page}`);
    const data = answer.body.data as ReportRequest[];
    all.push(...data);
    if (data.length < 100) return all;
  }
}

/** pg-boss's own account of the bench's jobs (live and archived). */
async function jobFigures(server: BenchServer) {
  const [row] = await queryRows<{ failed: number; retried: number; deferred: number; deferrals: number }>(
    server.ctx.db,
    sql`select count(*) filter (where state = 'failed')::int as failed,
            count(*) filter (where retry_count > 0)::int as retried,
            count(*) filter (where data ? '_deferred')::int as deferred,
            coalesce(sum((data #>> '{_deferred,count}')::int), 0)::int as deferrals
     from (select state::text as state, retry_count, data from pgboss.job
           union all select state::text, retry_count, data from pgboss.archive) as jobs`,
  );
  return row ?? { failed: 0, retried: 0, deferred: 0, deferrals: 0 };
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
