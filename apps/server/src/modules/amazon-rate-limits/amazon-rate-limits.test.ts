import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../db/client.ts';
import { simulatorEndpoints } from '../../integrations/amazon/client/contract-test-support.ts';
import { createSpApiClient, type SpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';
import { SP_API_OPERATIONS } from '../../integrations/amazon/client/sp-api-operations.ts';
import { createJobQueue, defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { findBucket } from './amazon-rate-limits.repository.ts';
import { databaseRateLimiter } from './amazon-rate-limits.usecases.ts';

/**
 * The sellers' token buckets in the database (decision 24), on this file's own database (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL), against the simulator throttling as Amazon does: its
 * buckets at Amazon's rates times `SPEED` (bursts as Amazon's), and `x-amzn-RateLimit-Limit` saying
 * the multiplied rate, which the product's buckets follow.
 */
const SPEED = 10;
const EU_SELLER = 'A2EUSIMSELLER1';
const GERMANY = 'A1PA6795UKMFR9';
const INVENTORY = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';

let database: DatabaseHandle;
let simulator: SpApiSimulator;
/**
 * A second stand-in at Amazon's own rates (getReport 2 a second, burst 15) for the two-instance
 * polls: there Amazon's bucket, not the machine, is what limits two instances together.
 */
let amazonRate: SpApiSimulator;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  simulator = await startSpApiSimulator({ rateLimits: { speed: SPEED }, reportPollsUntilDone: 1_000 });
  amazonRate = await startSpApiSimulator({ reportPollsUntilDone: 1_000 });
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop({ timeoutMs: 1_000 });
});
afterAll(async () => {
  await simulator?.close();
  await amazonRate?.close();
  await database?.close();
});

/** A client of the EU seller taking its tokens from the database; its sleeps are real, and counted. */
function euClient(sellingPartnerId = EU_SELLER, amazon = simulator) {
  const sleeps: number[] = [];
  const spApi = createSpApiClient({
    endpoints: simulatorEndpoints(amazon),
    region: 'eu',
    refreshToken: amazon.control.issueRefreshToken(EU_SELLER),
    sleep: async (ms) => {
      sleeps.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    limiter: databaseRateLimiter(database.db, { sellingPartnerId, region: 'eu' }),
  });
  return { spApi, sleeps };
}

async function startQueue(): Promise<JobQueue> {
  const queue = createJobQueue({
    database,
    log: pino({ level: 'silent' }),
    expireSeconds: 300,
    pollingIntervalSeconds: 0.5,
  });
  queues.push(queue);
  await queue.start();
  return queue;
}

const statuses = (operation: string, amazon = simulator) =>
  amazon.control
    .calls()
    .filter((call) => call.operation === operation)
    .map((call) => call.status);

async function until(check: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CALLS_PER_JOB = 10;
const JOBS = 4;
/** The 429s two instances sharing the database's bucket may draw (see the test). */
const SHARED_THROTTLES_AT_MOST = 2;

/**
 * Two queue instances, each with its own client (as two processes would have), working 4 jobs of
 * 10 getReport polls of one report of the EU seller at Amazon's rate: the 429s Amazon answered and
 * the seconds it took. Calls answered: a job put back meanwhile (its bucket long empty) makes its
 * calls again.
 */
async function twoInstancesPolling(
  clientOf: () => SpApiClient,
): Promise<{ throttled: number; seconds: number }> {
  // Amazon's bucket for the seller's getReport full again (15 at 2 a second) after the other test.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  const { reportId } = await clientOf().createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] });
  const job = defineJob<{ organisationId: number; n: number }>({
    name: 'amazon-rate-limits.test-polls',
    retryLimit: 0,
    retryDelaySeconds: 1,
  });
  let done = 0;
  let made = 0;
  const before = statuses('getReport', amazonRate).length;
  const started = performance.now();
  for (const queue of [await startQueue(), await startQueue()]) {
    const spApi = clientOf();
    await queue.work(job, async () => {
      for (let call = 0; call < CALLS_PER_JOB; call++) {
        await spApi.getReport(reportId);
        made++;
      }
      done++;
    });
  }
  const [first] = queues as [JobQueue];
  for (let n = 0; n < JOBS; n++) await first.enqueue(job, { organisationId: 1, n });
  await until(async () => done === JOBS, 60);
  const seconds = (performance.now() - started) / 1000;
  const answered = statuses('getReport', amazonRate).slice(before);
  const throttled = answered.filter((status) => status === 429).length;
  expect(answered.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  expect(answered).toHaveLength(made + throttled);
  expect(made).toBeGreaterThanOrEqual(JOBS * CALLS_PER_JOB);
  return { throttled, seconds };
}

describe('a seller’s token bucket in the database', () => {
  it('gives a new bucket’s burst at once, then says how long until the next token', async () => {
    const limiter = databaseRateLimiter(database.db, { sellingPartnerId: 'A2BURSTSELLER', region: 'na' });
    const plan = SP_API_OPERATIONS.createReport;
    const taken = [];
    for (let count = 0; count < 16; count++) taken.push(await limiter.take('createReport', plan));
    expect(taken.slice(0, 15).every((take) => take.granted)).toBe(true);
    const refused = taken[15];
    expect(refused?.granted).toBe(false);
    // One token a minute (0.0167 a second): 59.88 s, less the few ms the takes took.
    expect(refused?.granted === false && refused.waitMs).toBeGreaterThan(59_000);
    expect(refused?.granted === false && refused.waitMs).toBeLessThanOrEqual(59_881);
    // Another seller's, and another operation's, are buckets of their own.
    expect(await limiter.take('getReport', SP_API_OPERATIONS.getReport)).toEqual({ granted: true });
    const other = databaseRateLimiter(database.db, { sellingPartnerId: 'A2BURSTSELLER', region: 'eu' });
    expect(await other.take('createReport', plan)).toEqual({ granted: true });
  });

  it('takes the rate Amazon states in x-amzn-RateLimit-Limit instead of the model’s', async () => {
    const { spApi } = euClient('A2STATEDRATE');
    await spApi.createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] });
    const key = { sellingPartnerId: 'A2STATEDRATE', region: 'eu', operation: 'createReport' };
    const bucket = await findBucket(database.db, key);
    // The model's 0.0167 a second, as the simulator states it: ten times that.
    expect(bucket?.rate).toBeCloseTo(0.167, 6);
    expect(bucket?.burst).toBe(15);
    expect(bucket?.tokens).toBeCloseTo(14, 1);
  });

  it('keeps two queue instances together within Amazon’s rate: no call answered 429', async () => {
    const { throttled, seconds } = await twoInstancesPolling(
      () => euClient('A2SHAREDPOLLS', amazonRate).spApi,
    );
    // A token taken at the very edge of a refill may find the simulator's bucket a millisecond
    // short (two clocks: the database's and the simulator's); the client then waits the refill
    // and sends it again. Sharing no bucket, the two instances would send twice the rate (below).
    expect(throttled).toBeLessThanOrEqual(SHARED_THROTTLES_AT_MOST);
    // getReport: 15 at once, then 2 a second: the 25 calls past the burst took at least 25 / 2 s.
    expect(seconds).toBeGreaterThan(((JOBS * CALLS_PER_JOB - 15) / 2) * 0.95);
  }, 90_000);

  it('would not with a bucket per instance: the same polls then draw more 429s than the shared bucket allows', async () => {
    // Buckets in each process's memory (the client's default), as before decision 24: each
    // instance spends the whole burst, so together they send twice what Amazon's bucket holds.
    const { throttled } = await twoInstancesPolling(() =>
      createSpApiClient({
        endpoints: simulatorEndpoints(amazonRate),
        region: 'eu',
        refreshToken: amazonRate.control.issueRefreshToken(EU_SELLER),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      }),
    );
    // Seen: 25 answered 429 where the shared bucket drew 0 or 1.
    expect(throttled).toBeGreaterThan(SHARED_THROTTLES_AT_MOST);
  }, 90_000);

  it('puts a job whose call Amazon answered 429 back to run when the token is there, not as a failed attempt', async () => {
    const { spApi, sleeps } = euClient('A2DEFERSELLER');
    // The bucket learns Amazon's rate (0.167 a second here: a token every 6 s).
    await spApi.createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] });
    const job = defineJob<{ organisationId: number }>({
      name: 'amazon-rate-limits.test-create',
      retryLimit: 1,
      retryDelaySeconds: 1,
    });
    const runs: { retryCount: number; deferrals: number; at: number }[] = [];
    const queue = await startQueue();
    await queue.work(job, async ({ retryCount, deferrals }) => {
      runs.push({ retryCount, deferrals, at: performance.now() });
      await spApi.createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] });
    });
    simulator.control.throttleNext('createReport', 1);
    const before = statuses('createReport').length;
    const id = await queue.enqueue(job, { organisationId: 1 });
    const state = async () =>
      (
        await queryRows<{ state: string; retry_count: number }>(
          database.db,
          sql`select state::text as state, retry_count from pgboss.job where id = ${id}::uuid`,
        )
      )[0];
    await until(async () => (await state())?.state === 'completed', 30);
    expect(statuses('createReport').slice(before)).toEqual([429, 202]);
    expect(runs.map(({ retryCount, deferrals }) => ({ retryCount, deferrals }))).toEqual([
      { retryCount: 0, deferrals: 0 },
      { retryCount: 0, deferrals: 1 },
    ]);
    // Run again once the 429's emptied bucket had a token (6 s), plus its jitter; nobody slept.
    const [first, second] = runs as [(typeof runs)[0], (typeof runs)[0]];
    expect(second.at - first.at).toBeGreaterThan(5_900);
    expect(sleeps).toEqual([]);
    expect((await state())?.retry_count).toBe(0);
    const bucket = await findBucket(database.db, {
      sellingPartnerId: 'A2DEFERSELLER',
      region: 'eu',
      operation: 'createReport',
    });
    expect(bucket?.throttles).toBe(1);
  });
});
