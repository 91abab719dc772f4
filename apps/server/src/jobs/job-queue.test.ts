import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import {
  createJobQueue,
  defineJob,
  type JobDefinition,
  type JobLiveness,
  type JobQueue,
  LOST_JOB_MESSAGE,
} from './job-queue.ts';

/**
 * Liveness of running jobs (decision 9, JOB_LIVENESS) on this file's own database, PGlite or
 * PostgreSQL: several queue instances side by side, as several processes would be. A dead
 * instance is one that stops beating: here a queue whose heartbeat comes once, when its job
 * starts, and never again, while its handler hangs (a process killed mid-job leaves exactly
 * that row behind). The windows are shortened, the logic is the production one. Each test stops
 * its instances, so none of them takes another test's jobs.
 */
const FAST: JobLiveness = { heartbeatSeconds: 0.5, lostAfterSeconds: 3, reclaimEverySeconds: 0.25 };
const DEAD: JobLiveness = { ...FAST, heartbeatSeconds: 3_600 };

let database: DatabaseHandle;
const queues: JobQueue[] = [];
/** Hanging handlers, let go before their queues stop. */
const hanging: (() => void)[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  for (const release of hanging.splice(0)) release();
  for (const queue of queues.splice(0)) await queue.stop({ timeoutMs: 1_000 });
});

afterAll(async () => {
  await database?.close();
});

async function startQueue(liveness: JobLiveness): Promise<JobQueue> {
  // The job timeout stays the default's order (300 s): what is tested is noticing a dead
  // instance long before it. No retryDelaySeconds override: the definitions' own delays apply.
  const queue = createJobQueue({
    database,
    log: pino({ level: 'silent' }),
    expireSeconds: 300,
    pollingIntervalSeconds: 0.5,
    liveness,
  });
  queues.push(queue);
  await queue.start();
  return queue;
}

/** Works `job` with a handler that never ends by itself; resolves with its attempt once started. */
async function hangOn<Payload>(queue: JobQueue, job: JobDefinition<Payload>) {
  const started: { id: string; retryCount: number; at: number }[] = [];
  await queue.work(job, async ({ id, retryCount }) => {
    started.push({ id, retryCount, at: Date.now() });
    await new Promise<void>((resolve) => hanging.push(resolve));
  });
  return started;
}

async function until<T>(read: () => T | undefined | Promise<T | undefined>, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a running job’s heartbeat', () => {
  it('runs a dead instance’s job again soon after its last beat, without the retry delay', async () => {
    // A minute between attempts: were the loss treated as a failure, the retry would wait that.
    const job = defineJob<{ organisationId: number }>({
      name: 'liveness-test.lost',
      retryLimit: 3,
      retryDelaySeconds: 60,
    });
    const dead = await startQueue(DEAD);
    const deadRuns = await hangOn(dead, job);
    const id = await dead.enqueue(job, { organisationId: 1 });
    const first = await until(() => deadRuns[0], 10);
    expect(first.id).toBe(id);

    const live = await startQueue(FAST);
    const liveRuns: { id: string; retryCount: number; at: number }[] = [];
    await live.work(job, async ({ id: running, retryCount }) => {
      liveRuns.push({ id: running, retryCount, at: Date.now() });
    });
    const again = await until(() => liveRuns[0], 15);
    const after = (again.at - first.at) / 1000;
    console.info(`lost job ran again ${after.toFixed(1)} s after its last beat`);
    expect(again).toMatchObject({ id, retryCount: 1 });
    // Not before it was lost (2 s without a beat), and soon after: a reclaim tick, a poll.
    expect(after).toBeGreaterThanOrEqual(FAST.lostAfterSeconds);
    expect(after).toBeLessThan(FAST.lostAfterSeconds + 4);
    expect(deadRuns).toHaveLength(1);
    await until(
      async () => ((await live.liveJobs(job, { organisationId: 1 })).length === 0 ? true : undefined),
      10,
    );
  });

  it('does not run a job that keeps beating past the window again beside itself', async () => {
    const job = defineJob<{ organisationId: number }>({
      name: 'liveness-test.beating',
      retryLimit: 3,
      retryDelaySeconds: 0,
    });
    const runs: { instance: string; retryCount: number }[] = [];
    const one = await startQueue(FAST);
    const two = await startQueue(FAST);
    const seen: boolean[] = [];
    for (const [instance, queue] of [
      ['one', one],
      ['two', two],
    ] as const) {
      await queue.work(job, async ({ retryCount }) => {
        runs.push({ instance, retryCount });
        // Three windows long, looking at the queue's own view of it on the way.
        for (let step = 0; step < 6; step++) {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          const [live] = await queue.liveJobs(job, { organisationId: 2 });
          seen.push(live?.interrupted ?? true);
        }
      });
    }
    await one.enqueue(job, { organisationId: 2 });
    await until(
      async () => ((await one.liveJobs(job, { organisationId: 2 })).length === 0 ? true : undefined),
      20,
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]?.retryCount).toBe(0);
    expect(seen).toEqual([false, false, false, false, false, false]);
  });

  it('says a lost job is interrupted until it runs again, and what its attempt was', async () => {
    const job = defineJob<{ organisationId: number; requestId: number }>({
      name: 'liveness-test.interrupted',
      retryLimit: 3,
      retryDelaySeconds: 60,
    });
    const dead = await startQueue(DEAD);
    const deadRuns = await hangOn(dead, job);
    const id = await dead.enqueue(job, { organisationId: 3, requestId: 7 });
    await dead.enqueue(job, { organisationId: 3, requestId: 8 });
    await until(() => deadRuns[0], 10);
    expect(await dead.liveJobs(job, { organisationId: 3, requestId: 7 })).toEqual([
      { id, state: 'active', retryCount: 0, interrupted: false },
    ]);
    // Its own instance never takes it for lost, but says it is once it has not beaten in time.
    const silent = await until(async () => {
      const [found] = await dead.liveJobs(job, { organisationId: 3, requestId: 7 });
      return found?.interrupted ? found : undefined;
    }, 10);
    expect(silent.state).toBe('active');
    // Another instance that does not work this queue puts it back: waiting to run, still interrupted.
    const other = await startQueue(FAST);
    const waiting = await until(async () => {
      const [found] = await other.liveJobs(job, { organisationId: 3, requestId: 7 });
      return found?.state === 'retry' ? found : undefined;
    }, 10);
    expect(waiting).toEqual({ id, state: 'retry', retryCount: 0, interrupted: true });
    const inspection = await other.inspect({ organisationId: 3 });
    expect(inspection.recent.find((summary) => summary.id === id)?.error).toBe(LOST_JOB_MESSAGE);
    // Another organisation's payload, or another request, is not this job.
    expect(await other.liveJobs(job, { organisationId: 4, requestId: 7 })).toEqual([]);
    expect(await other.liveJobs(job, { organisationId: 3, requestId: 9 })).toEqual([]);
    // Once it runs again (and beats) it is no longer interrupted.
    const otherRuns = await hangOn(other, job);
    expect(await until(() => otherRuns[0], 10)).toMatchObject({ id, retryCount: 1 });
    expect(await other.liveJobs(job, { organisationId: 3, requestId: 7 })).toEqual([
      { id, state: 'active', retryCount: 1, interrupted: false },
    ]);
  });

  it('fails a job lost on its last attempt into its dead-letter queue', async () => {
    const job = defineJob<{ organisationId: number }>({
      name: 'liveness-test.last',
      retryLimit: 0,
      retryDelaySeconds: 0,
      deadLetter: 'liveness-test.last.failed',
    });
    const dead = await startQueue(DEAD);
    const deadRuns = await hangOn(dead, job);
    await dead.enqueue(job, { organisationId: 5 });
    const first = await until(() => deadRuns[0], 10);
    const live = await startQueue(FAST);
    const letters: { payload: { organisationId: number }; at: number }[] = [];
    await live.workDeadLetters(job, async (payload) => {
      letters.push({ payload, at: Date.now() });
    });
    const letter = await until(() => letters[0], 15);
    expect(letter.payload).toEqual({ organisationId: 5 });
    expect((letter.at - first.at) / 1000).toBeLessThan(FAST.lostAfterSeconds + 5);
    expect(await live.liveJobs(job, { organisationId: 5 })).toEqual([]);
  });
});

describe('a queue’s options', () => {
  const optionsOf = async (name: string) =>
    (
      await queryRows<{ retry_limit: number; retry_delay: number }>(
        database.db,
        sql`select retry_limit, retry_delay from pgboss.queue where name = ${name}`,
      )
    )[0];

  it('follow its definition from the next start on, and a start that changes nothing leaves them', async () => {
    const name = 'queue-options-test.job';
    const before = defineJob<{ organisationId: number }>({ name, retryLimit: 1, retryDelaySeconds: 5 });
    await (await startQueue(FAST)).enqueue(before, { organisationId: 1 });
    expect(await optionsOf(name)).toMatchObject({ retry_limit: 1, retry_delay: 5 });

    // A new version of the product with other retry rules for the same job.
    const after = defineJob<{ organisationId: number }>({ name, retryLimit: 4, retryDelaySeconds: 20 });
    await (await startQueue(FAST)).enqueue(after, { organisationId: 1 });
    expect(await optionsOf(name)).toMatchObject({ retry_limit: 4, retry_delay: 20 });

    await (await startQueue(FAST)).enqueue(after, { organisationId: 1 });
    expect(await optionsOf(name)).toMatchObject({ retry_limit: 4, retry_delay: 20 });
  });
});

describe('a retired job', () => {
  it('loses its queue, its schedule and its waiting jobs, and the queues still in use keep theirs', async () => {
    const count = async (table: 'queue' | 'schedule' | 'job', name: string) =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from ${sql.raw(`pgboss.${table}`)} where name = ${name}`,
        )
      )[0]?.n;
    // An earlier version's sweep: on a cron, with a job waiting that no worker of this one takes.
    const old = defineJob<Record<string, never>>({
      name: 'retired-test.sweep',
      retryLimit: 0,
      retryDelaySeconds: 0,
    });
    const kept = defineJob<Record<string, never>>({
      name: 'retired-test.kept',
      retryLimit: 0,
      retryDelaySeconds: 0,
    });
    const queue = await startQueue(FAST);
    await queue.enqueue(old, {});
    await queue.enqueue(kept, {});
    await queryRows(
      database.db,
      sql`insert into pgboss.schedule (name, cron, timezone, data, options) values (${old.name}, '* * * * *', 'UTC', '{}', '{}')`,
    );
    expect([
      await count('queue', old.name),
      await count('schedule', old.name),
      await count('job', old.name),
    ]).toEqual([1, 1, 1]);

    await queue.retire(old.name, 'retired-test.never-existed');
    expect([
      await count('queue', old.name),
      await count('schedule', old.name),
      await count('job', old.name),
    ]).toEqual([0, 0, 0]);
    expect([await count('queue', kept.name), await count('job', kept.name)]).toEqual([1, 1]);
    // Retiring again (every start does) finds nothing to do.
    await queue.retire(old.name);
  });
});
