import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { BaseLogger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { pgliteDateParsing } from '../db/pglite-drizzle-client.ts';

/**
 * Background work on pg-boss, in the product's own PostgreSQL (decision 9): a job is a row, so
 * it survives a restart, retries with backoff, and an instance that dies mid-job (kill -9) leaves
 * it active until it expires, when it is retried. Handlers must therefore be idempotent and
 * write all-or-nothing: a job can run again after it did (part of) its work.
 */

/** A kind of job: its queue name, payload type and retry rules, declared once by its module. */
export interface JobDefinition<Payload> {
  name: string;
  /** Attempts after the first failure (or expiry), each after a longer, jittered delay. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each further one. */
  retryDelaySeconds: number;
  /** Where a job that has used up its retries goes, so its owner can record the failure. */
  deadLetter?: string;
  /** Phantom: ties the payload type to the name. */
  readonly payload?: Payload;
}

export function defineJob<Payload>(
  definition: Omit<JobDefinition<Payload>, 'payload'>,
): JobDefinition<Payload> {
  return definition;
}

export interface EnqueueOptions {
  /** Not before this many seconds from now (polling the marketplace again later). */
  startAfterSeconds?: number;
}

export interface RunningJob<Payload> {
  id: string;
  payload: Payload;
  /** 0 on the first run, 1 on the first retry… */
  retryCount: number;
  retryLimit: number;
}

export interface JobQueue {
  /** Queues a job; resolves with its id once the row is written. */
  enqueue<Payload>(job: JobDefinition<Payload>, payload: Payload, options?: EnqueueOptions): Promise<string>;
  /** Runs `handler` for each job of this kind, one at a time on this instance. Throwing fails the attempt. */
  work<Payload>(
    job: JobDefinition<Payload>,
    handler: (job: RunningJob<Payload>) => Promise<void>,
  ): Promise<void>;
  /**
   * Sends `job` with `payload` on a cron schedule (UTC), from whichever instance's timekeeper
   * is due; replaces the job's previous schedule. A no-op without `schedules`.
   */
  schedule<Payload>(job: JobDefinition<Payload>, cron: string, payload: Payload): Promise<void>;
  /** The dead-letter queue of `job`: payloads of jobs that used up their retries. */
  workDeadLetters<Payload>(
    job: JobDefinition<Payload>,
    handler: (payload: Payload) => Promise<void>,
  ): Promise<void>;
  start(): Promise<void>;
  /** Waits up to `timeoutMs` for running jobs, then fails what is left so it is retried elsewhere. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: Pick<BaseLogger, 'error'>;
  /**
   * Seconds a job may run before it counts as lost (its instance died) and is retried; the
   * maintenance that expires jobs runs at the same interval, at most every two minutes.
   */
  expireSeconds: number;
  /**
   * Run cron schedules (pg-boss's timekeeper; one instance sends each due job). Off unless asked:
   * tests and CLIs have no use for the daily sync.
   */
  schedules?: boolean;
  /** Tests: poll more often, retry without waiting (every queue), instead of the defaults. */
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

/**
 * pg-boss on either driver. On PostgreSQL it has a small pool of its own (its polling must not
 * queue behind the requests' pool). On PGlite it shares the one embedded connection through
 * `executeSql`: pg-boss's multi-statement scripts (schema creation, maintenance) go through
 * `exec`, which accepts several statements but no parameters; everything else through `query`.
 */
export function createJobQueue({
  database,
  log,
  expireSeconds,
  pollingIntervalSeconds,
  retryDelaySeconds,
  schedules = false,
}: JobQueueOptions): JobQueue {
  const embedded = database.driver === 'pglite';
  const maintenanceSeconds = Math.max(1, Math.min(120, expireSeconds));
  const boss = new PgBoss({
    ...(embedded
      ? { db: pgliteExecutor(requirePglite(database)) }
      : { connectionString: requireUrl(database), max: 3 }),
    schedule: schedules,
    maintenanceIntervalSeconds: maintenanceSeconds,
    // One fetch per queue every few seconds is enough: enqueue wakes this instance's worker at once.
    pollingIntervalSeconds: pollingIntervalSeconds ?? (embedded ? 5 : 2),
    expireInSeconds: expireSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const workerIds = new Map<string, string>();
  const queuesReady = new Map<string, Promise<void>>();

  const ensureQueue = (job: JobDefinition<unknown>): Promise<void> => {
    const existing = queuesReady.get(job.name);
    if (existing) return existing;
    const ready = (async () => {
      if (job.deadLetter) await boss.createQueue(job.deadLetter);
      const options = {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: retryDelaySeconds ?? job.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: expireSeconds,
        ...(job.deadLetter ? { deadLetter: job.deadLetter } : {}),
      };
      await boss.createQueue(job.name, options);
      // createQueue keeps an existing queue's options; this makes them the current ones.
      await boss.updateQueue(job.name, options);
    })();
    queuesReady.set(job.name, ready);
    ready.catch(() => queuesReady.delete(job.name));
    return ready;
  };

  return {
    async start() {
      await boss.start();
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
    async enqueue(job, payload, options) {
      await ensureQueue(job);
      const later = options?.startAfterSeconds;
      const id = await boss.send(job.name, payload as object, later ? { startAfter: later } : {});
      if (!id) throw new Error(`The ${job.name} job was not queued`);
      const worker = workerIds.get(job.name);
      if (worker && !later) boss.notifyWorker(worker);
      return id;
    },
    async work(job, handler) {
      await ensureQueue(job);
      const id = await boss.work<object>(
        job.name,
        { includeMetadata: true, batchSize: 1 },
        async ([found]) => {
          if (!found) return;
          await handler({
            id: found.id,
            payload: found.data as never,
            retryCount: found.retryCount,
            retryLimit: found.retryLimit,
          });
        },
      );
      workerIds.set(job.name, id);
    },
    async schedule(job, cron, payload) {
      if (!schedules) return;
      await ensureQueue(job);
      await boss.schedule(job.name, cron, payload as object, { tz: 'UTC' });
    },
    async workDeadLetters(job, handler) {
      if (!job.deadLetter) throw new Error(`The ${job.name} job has no dead-letter queue`);
      await ensureQueue(job);
      await boss.work<object>(job.deadLetter, { batchSize: 1 }, async ([found]) => {
        if (found) await handler(found.data as never);
      });
    },
  };
}

function requirePglite(database: DatabaseHandle): PGlite {
  if (!database.pglite) throw new Error('PGlite handle without its client');
  return database.pglite;
}

function requireUrl(database: DatabaseHandle): string {
  if (!database.url) throw new Error('PostgreSQL handle without its connection string');
  return database.url;
}

/** pg-boss's database interface on the embedded connection (see createJobQueue). */
export function pgliteExecutor(client: PGlite): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  return {
    async executeSql(text, values) {
      const options = pgliteDateParsing(client);
      if (values && values.length > 0) return client.query(text, values, options);
      const results = await client.exec(text, options);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
