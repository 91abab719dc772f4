import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { BaseLogger } from 'pino';
import type { DatabaseHandle, Executor } from '../db/client.ts';
import { numberedSqlIn } from '../db/numbered-sql.ts';
import { pgliteDateParsing } from '../db/pglite-drizzle-client.ts';
import { asConnectionRole } from '../db/tenant-transaction.ts';
import { yieldToRequests } from '../lib/yield-to-requests.ts';

/**
 * Background work on pg-boss, in the product's own PostgreSQL (decision 9): a job is a row, so
 * it survives a restart, retries with backoff, and an instance that dies mid-job (kill -9) leaves
 * it active: it stops beating (JOB_LIVENESS), and any instance puts it back within about 30 s to
 * run again at once. Handlers must therefore be idempotent and write all-or-nothing: a job can run
 * again after it did (part of) its work.
 */

/**
 * How a dead instance's job is noticed (decision 9). While a handler runs, its job's row is beaten
 * every `heartbeatSeconds` (the time of the beat, in the row's `output`, which pg-boss leaves alone
 * until the job ends). A job active without a beat for `lostAfterSeconds` was lost with its
 * instance: every `reclaimEverySeconds` each instance puts such jobs of others back to run again
 * at once (no retry delay: the job did not fail, its instance did; it still counts as an attempt,
 * so a job that kills its instance each time ends after its retries). A job never runs past the
 * job timeout (JOB_TIMEOUT_SECONDS, pg-boss's own expiry), beating or not.
 *
 * Constants, not configuration: they are about noticing a dead process, not about how long work
 * may take (the job timeout is that). A live job's beat is late only while its event loop is
 * blocked or, on PGlite, while a transaction holds the one connection (the beat waits behind it);
 * the jobs work in short transactions and yield between batches (the longest hold, a 50,000-row
 * import's apply, is about 3 s on PGlite), far inside the 20 s between a beat's due time and the
 * job's loss. On PGlite no other instance can take a job away anyway: an instance never reclaims
 * the jobs it runs itself.
 */
export const JOB_LIVENESS: JobLiveness = {
  heartbeatSeconds: 10,
  lostAfterSeconds: 30,
  reclaimEverySeconds: 5,
};

/**
 * How long a running job may go without a beat before the screens call it interrupted: two thirds
 * of the lost window (20 s: two beats missed), so they say so for the last third and until it runs
 * again, not only in the moment between lostAfterSeconds and the next reclaim.
 */
const quietSeconds = ({ lostAfterSeconds }: JobLiveness) => (lostAfterSeconds * 2) / 3;

export interface JobLiveness {
  heartbeatSeconds: number;
  lostAfterSeconds: number;
  reclaimEverySeconds: number;
}

/** What a lost job's attempt says (its `error` on the health screen while it waits to run again). */
export const LOST_JOB_MESSAGE = 'The server running this job stopped before it finished; it runs again.';

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
  /**
   * The job's id (a UUID, see `jobIdFor`): a job with this id already queued, running or done is
   * not queued again, so queueing the same work twice (a retried delivery) is harmless.
   */
  id?: string;
}

export interface RunningJob<Payload> {
  id: string;
  payload: Payload;
  /** 0 on the first run, 1 on the first retry… */
  retryCount: number;
  retryLimit: number;
  /**
   * Aborted when this instance starts stopping: a long job ends at its next safe point (a batch
   * written, a slice of a report) and leaves the rest queued, instead of being cut off when the
   * database closes.
   */
  stopping: AbortSignal;
  /** Times the job was deferred (see `deferralOf`) before this run: 0 for most. */
  deferrals: number;
}

/**
 * A job whose handler throws an error carrying `deferForMs` (a positive number of ms, on the error
 * or its cause: AmazonRateLimitedError, Amazon's rate limit) is not failed: it goes back to the
 * queue to run again after that wait, with jitter (up to a fifth more, and a second), as if it had
 * not started. Its retries are untouched, and no worker waits meanwhile. The deferrals are counted
 * in the job's data (`_deferred`: count, since, reason); past THROTTLED_AFTER the health screen
 * lists the job (`JobsInspection.throttled`).
 */
export function deferralOf(error: unknown): number | null {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const ms = (current as { deferForMs?: unknown }).deferForMs;
    if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return ms;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** When a deferred job is one the health screen shows: deferred this often, or for this long. */
export const THROTTLED_AFTER = { deferrals: 10, seconds: 3600 };

/** The wait before a deferred job runs again: the asked wait, a fifth more at most, and up to a second. */
export function deferredWaitMs(askedMs: number, random: () => number = Math.random): number {
  return Math.round(askedMs * (1 + 0.2 * random()) + 1000 * random());
}

/** A job the rate limit keeps sending back (THROTTLED_AFTER), for the health screen. */
export interface ThrottledJob {
  id: string;
  name: string;
  deferrals: number;
  /** Its first deferral. */
  since: Date;
  /** When it runs again. */
  startAfter: Date;
  /** The last deferral's reason (the error's message). */
  reason: string | null;
}

/** One job as the queue holds it, for the organisation's health screen. */
export interface JobSummary {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  retryLimit: number;
  /** The last failed attempt's message (pg-boss keeps the thrown error as the job's output). */
  error: string | null;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** Failed and still in the queue's job table (not archived), so it can be retried. */
  retryable: boolean;
}

/** A job of one kind that has not ended yet: queued, waiting to run again, or running. */
export interface LiveJob {
  id: string;
  state: 'created' | 'retry' | 'active';
  retryCount: number;
  /**
   * Its last attempt was cut off with the instance that ran it (killed, or stopped mid-job), and
   * it has not started again: it is active without a beat for `lostAfterSeconds`, or waits to run
   * again after such a loss (or after pg-boss's own timeout or shutdown).
   */
  interrupted: boolean;
}

/** An organisation's jobs: counts by state, and the recent ones that failed or ran again. */
export interface JobsInspection {
  queued: number;
  running: number;
  failed: number;
  retried: number;
  recent: JobSummary[];
  /** Jobs waiting for Amazon's rate limit past THROTTLED_AFTER, longest waiting first. */
  throttled: ThrottledJob[];
}

export interface JobQueue {
  /** Queues a job; resolves with its id once the row is written. */
  enqueue<Payload>(job: JobDefinition<Payload>, payload: Payload, options?: EnqueueOptions): Promise<string>;
  /**
   * Queues a job inside `tx`: the job exists if and only if the transaction commits, so no crash
   * between the two can lose it (the outbox's deliveries, decision 23; an import's apply, an
   * organisation's deletion). In a tenant transaction pg-boss's insert runs as the connection's
   * role (the tenant role has no rights on its tables). The job's queue must be `prepare`d first:
   * on the embedded database, creating it would wait for `tx`'s connection. The worker polls for
   * it; `wake` after the commit runs it at once.
   */
  enqueueIn<Payload>(
    tx: Executor,
    job: JobDefinition<Payload>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Creates (or updates) the queues of `jobs` now, so `enqueueIn` needs no query of its own. */
  prepare(...jobs: JobDefinition<unknown>[]): Promise<void>;
  /** Tells this instance's worker of `job` (if it runs one) to fetch now: after `enqueueIn`'s commit. */
  wake(job: JobDefinition<unknown>): void;
  /**
   * Deletes the queues of jobs this version no longer has, with their schedules and waiting jobs:
   * an earlier version's cron would otherwise keep queueing jobs that no worker takes.
   */
  retire(...names: string[]): Promise<void>;
  /** Aborted when this instance starts stopping (`quiesce`): what runs beside the jobs ends too. */
  readonly stopping: AbortSignal;
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
  /**
   * The jobs whose payload names `organisationId` (`data.organisationId`), live and archived:
   * queued (created or waiting to retry), running, failed, retried (run more than once, created
   * in the last 7 days), and the `recentLimit` newest that failed, wait to retry or were retried.
   * Reads pg-boss's tables on its own connection: the tenant role has no rights on them.
   */
  inspect(filter: { organisationId: number; recentLimit?: number }): Promise<JobsInspection>;
  /**
   * The jobs of `job` that have not ended whose payload has these fields (its organisation's
   * among them), oldest first. Reads pg-boss's tables on its own connection, which on PGlite is
   * the one embedded connection: call it outside any transaction, or it waits for that
   * transaction's end, which waits for it.
   */
  liveJobs<Payload>(
    job: JobDefinition<Payload>,
    payload: Partial<Payload> & { organisationId: number },
  ): Promise<LiveJob[]>;
  /**
   * Runs a failed job of `organisationId` again (pg-boss `retry`); null when there is no such
   * job, it is another organisation's, or it has not failed (or has been archived).
   */
  retry(jobId: string, filter: { organisationId: number }): Promise<JobSummary | null>;
  start(): Promise<void>;
  /**
   * The first step of a stop: running jobs are told to end at their next safe point (`stopping`)
   * and this instance fetches no new ones. Jobs can still be queued (by requests that finish
   * meanwhile) until `stop`.
   */
  quiesce(): void;
  /** The ids of the jobs this instance's handlers are running (for the stop's log line). */
  runningJobs(): string[];
  /**
   * Quiesces, waits up to `timeoutMs` for running jobs, then fails what is left so it is retried
   * (after a restart, or elsewhere), and closes the queue's own connections.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: Pick<BaseLogger, 'error' | 'warn'>;
  /**
   * Seconds a job may run at all (the job timeout): one still running then is failed and retried,
   * beating or not; the maintenance that expires such jobs runs at the same interval, at most
   * every two minutes. A job whose instance died is noticed sooner, by its missing beats
   * (JOB_LIVENESS).
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
  /** Tests: notice lost jobs sooner than JOB_LIVENESS does. */
  liveness?: Partial<JobLiveness>;
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
  liveness: livenessOptions,
}: JobQueueOptions): JobQueue {
  const embedded = database.driver === 'pglite';
  const liveness = { ...JOB_LIVENESS, ...livenessOptions };
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
  const stopping = new AbortController();
  const queuesReady = new Map<string, Promise<void>>();
  /** The jobs this instance's handlers are running: never reclaimed here, whatever their beats. */
  const running = new Set<string>();

  /**
   * Beats `id` now and every `heartbeatSeconds` until `stop`. A beat that finds the job no longer
   * active (pg-boss timed it out, or another instance took it for lost) says so once and stops.
   */
  const heartbeat = (name: string, id: string) => {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const beat = async () => {
      try {
        const { rows } = await boss.getDb().executeSql(BEAT, [name, id]);
        if (rows.length === 0 && !stopped) {
          stopped = true;
          clearInterval(timer);
          log.warn(
            { job: name, id },
            'job no longer active while its handler runs (timed out, or taken for lost)',
          );
        }
      } catch (error) {
        if (!stopping.signal.aborted) log.error({ err: error, job: name, id }, 'job heartbeat failed');
      }
    };
    return {
      async start() {
        await beat();
        if (stopped) return;
        timer = setInterval(() => void beat(), liveness.heartbeatSeconds * 1000);
        timer.unref();
      },
      stop() {
        stopped = true;
        clearInterval(timer);
      },
    };
  };

  let reclaiming = false;
  /** Puts the jobs of dead instances back (JOB_LIVENESS) and wakes this instance's workers of them. */
  const reclaimLost = async () => {
    if (reclaiming || stopping.signal.aborted) return;
    reclaiming = true;
    try {
      const db = boss.getDb();
      const mine = JSON.stringify([...running]);
      const lost = [liveness.lostAfterSeconds, mine] as const;
      const again = (
        await db.executeSql(RECLAIM_LOST, [
          ...lost,
          JSON.stringify({ message: LOST_JOB_MESSAGE, lost: true }),
        ])
      ).rows as { name: string }[];
      // Last attempts (and any job a plain update must not move) fail through pg-boss itself,
      // which moves them to their dead-letter queue.
      const last = (await db.executeSql(FIND_LOST, [...lost])).rows as { name: string; id: string }[];
      for (const { name, id } of last) await boss.fail(name, id, { message: LOST_JOB_MESSAGE, lost: true });
      for (const name of new Set(again.map((row) => row.name))) {
        const worker = workerIds.get(name);
        if (worker) boss.notifyWorker(worker);
      }
    } catch (error) {
      if (!stopping.signal.aborted) log.error({ err: error }, 'reclaiming lost jobs failed');
    } finally {
      reclaiming = false;
    }
  };

  /** The queues as they are in the database, read once: most starts find every queue as it should be. */
  let queuesFound: Promise<Map<string, QueueRow>> | undefined;
  const foundQueues = () => {
    if (!queuesFound) {
      queuesFound = boss
        .getQueues()
        .then((rows) => new Map((rows as QueueRow[]).map((row) => [row.name, row])));
      // A failed read is read again by the next queue that needs it.
      queuesFound.catch(() => {
        queuesFound = undefined;
      });
    }
    return queuesFound;
  };

  const ensureQueue = (job: JobDefinition<unknown>): Promise<void> => {
    const existing = queuesReady.get(job.name);
    if (existing) return existing;
    const ready = (async () => {
      const options = {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: retryDelaySeconds ?? job.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: expireSeconds,
        ...(job.deadLetter ? { deadLetter: job.deadLetter } : {}),
      };
      const found = await foundQueues();
      if (job.deadLetter && !found.has(job.deadLetter)) await boss.createQueue(job.deadLetter);
      const queue = found.get(job.name);
      if (queue && queueHasOptions(queue, options)) return;
      if (!queue) await boss.createQueue(job.name, options);
      // createQueue keeps an existing queue's options; this makes them the current ones.
      await boss.updateQueue(job.name, options);
    })();
    queuesReady.set(job.name, ready);
    ready.catch(() => queuesReady.delete(job.name));
    return ready;
  };

  /** See JobQueue.quiesce: pg-boss's own stop stops fetching only once it is called. */
  /** Sends one job, on pg-boss's connection or in the caller's transaction (`db`). */
  const send = async <Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options: EnqueueOptions | undefined,
    db?: PgBoss.Db,
  ): Promise<string> => {
    const later = options?.startAfterSeconds;
    const id = await boss.send(job.name, payload as object, {
      // As a time, which pg-boss sends as ISO text: its seconds as a number reach SQL's right($5, 1)
      // as a number when the insert runs in the caller's transaction, and that query fails.
      ...(later ? { startAfter: new Date(Date.now() + later * 1000) } : {}),
      ...(options?.id ? { id: options.id } : {}),
      ...(db ? { db } : {}),
    });
    if (id) return id;
    // pg-boss inserts with ON CONFLICT DO NOTHING: a job with this id exists already.
    if (options?.id) return options.id;
    throw new Error(`The ${job.name} job was not queued`);
  };

  const quiesce = () => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    for (const name of workerIds.keys()) {
      boss.offWork(name).catch((error: unknown) => log.error({ err: error, queue: name }, 'job queue error'));
    }
  };

  return {
    async start() {
      await boss.start();
      // On a timer that ends when this instance starts stopping. Its first tick comes
      // reclaimEverySeconds after the start, not at once, which would hold the embedded
      // database (64 ms) while a restarting server gets ready to listen; a job lost long before
      // is put back 5 s later, one lost in the restart (lostAfterSeconds) later anyway.
      const reclaimer = setInterval(() => void reclaimLost(), liveness.reclaimEverySeconds * 1000);
      reclaimer.unref();
      stopping.signal.addEventListener('abort', () => clearInterval(reclaimer), { once: true });
    },
    quiesce,
    runningJobs: () => [...running],
    async stop({ timeoutMs = 10_000 } = {}) {
      quiesce();
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
    async enqueue(job, payload, options) {
      await ensureQueue(job);
      const id = await send(job, payload, options);
      const worker = workerIds.get(job.name);
      if (worker && !options?.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },
    async enqueueIn(tx, job, payload, options) {
      if (!queuesReady.has(job.name)) throw new Error(`enqueueIn: the ${job.name} queue was not prepared`);
      await ensureQueue(job);
      return asConnectionRole(tx, () => send(job, payload, options, numberedSqlIn(tx)));
    },
    async prepare(...jobs) {
      for (const job of jobs) await ensureQueue(job);
    },
    wake(job) {
      const worker = workerIds.get(job.name);
      if (worker && !stopping.signal.aborted) boss.notifyWorker(worker);
    },
    async retire(...names) {
      const { rows } = await boss.getDb().executeSql(EXISTING_QUEUES, [JSON.stringify(names)]);
      for (const { name } of rows as { name: string }[]) {
        // The schedule first (its cron queues no more), then the jobs: the queue's row cannot go
        // while a job names it.
        await boss.unschedule(name);
        await boss.getDb().executeSql(DELETE_QUEUE_JOBS, [name]);
        await boss.deleteQueue(name);
      }
    },
    stopping: stopping.signal,
    async work(job, handler) {
      // A worker's first fetch comes at once; on PGlite every query runs on this thread, and the
      // workers registered one after another would keep the requests of a server that just
      // started listening waiting until the last (a quarter of a second), without a turn.
      await yieldToRequests();
      await ensureQueue(job);
      const id = await boss.work<object>(
        job.name,
        { includeMetadata: true, batchSize: 1 },
        async ([found]) => {
          if (!found) return;
          const beats = heartbeat(job.name, found.id);
          running.add(found.id);
          const { _deferred: deferred, ...payload } = found.data as { _deferred?: { count?: number } };
          try {
            await beats.start();
            await handler({
              id: found.id,
              payload: payload as never,
              retryCount: found.retryCount,
              retryLimit: found.retryLimit,
              stopping: stopping.signal,
              deferrals: deferred?.count ?? 0,
            });
          } catch (error) {
            const askedMs = deferralOf(error);
            if (askedMs === null) throw error;
            // Back to the queue, not started (pg-boss then completes nothing: the job is no longer
            // active); a job no longer active (taken for lost) fails as it would have.
            const waitMs = deferredWaitMs(askedMs);
            const reason = error instanceof Error ? error.message : String(error);
            const { rows } = await boss
              .getDb()
              .executeSql(DEFER, [job.name, found.id, waitMs / 1000, reason.slice(0, 500)]);
            if (rows.length === 0) throw error;
            const worker = workerIds.get(job.name);
            const wake = setTimeout(() => {
              if (worker && !stopping.signal.aborted) boss.notifyWorker(worker);
            }, waitMs + 50);
            wake.unref();
          } finally {
            beats.stop();
            running.delete(found.id);
            // A worker that found a job looks for the next at once: pg-boss would wait its polling
            // interval after every job, and a backlog (a burst of events' recomputes) would take
            // seconds a job to drain. An empty fetch waits as before.
            const worker = workerIds.get(job.name);
            if (worker && !stopping.signal.aborted) boss.notifyWorker(worker);
          }
        },
      );
      workerIds.set(job.name, id);
    },
    async schedule(job, cron, payload) {
      if (!schedules) return;
      await ensureQueue(job);
      await boss.schedule(job.name, cron, payload as object, { tz: 'UTC' });
    },
    async inspect({ organisationId, recentLimit = 50 }) {
      const db = boss.getDb();
      const organisation = String(organisationId);
      const [counts] = (await db.executeSql(INSPECT_COUNTS, [organisation])).rows as CountRow[];
      const recent = (await db.executeSql(INSPECT_RECENT, [organisation, recentLimit])).rows as JobRow[];
      const throttled = (
        await db.executeSql(INSPECT_THROTTLED, [
          organisation,
          THROTTLED_AFTER.deferrals,
          THROTTLED_AFTER.seconds,
          recentLimit,
        ])
      ).rows as ThrottledRow[];
      return {
        queued: Number(counts?.queued ?? 0),
        running: Number(counts?.running ?? 0),
        failed: Number(counts?.failed ?? 0),
        retried: Number(counts?.retried ?? 0),
        recent: recent.map(jobSummary),
        throttled: throttled.map((row) => ({
          id: row.id,
          name: row.name,
          deferrals: Number(row.deferrals),
          since: dateOf(row.since),
          startAfter: dateOf(row.start_after),
          reason: row.reason,
        })),
      };
    },
    async liveJobs(job, payload) {
      const { rows } = await boss
        .getDb()
        .executeSql(LIVE_JOBS, [job.name, JSON.stringify(payload), quietSeconds(liveness)]);
      return (rows as LiveJobRow[]).map((row) => ({
        id: row.id,
        state: row.state,
        retryCount: Number(row.retry_count),
        interrupted: row.interrupted,
      }));
    },
    async retry(jobId, { organisationId }) {
      const db = boss.getDb();
      const organisation = String(organisationId);
      // The organisation is checked in the query, before pg-boss is asked: its retry takes any id.
      const [found] = (await db.executeSql(FIND_FAILED, [jobId, organisation])).rows as { name: string }[];
      if (!found) return null;
      // Typed as void, pg-boss answers { affected }: 0 when the job left `failed` meanwhile.
      const result = (await boss.retry(found.name, jobId)) as unknown as { affected?: number } | undefined;
      if (result?.affected === 0) return null;
      const worker = workerIds.get(found.name);
      if (worker) boss.notifyWorker(worker);
      const [job] = (await db.executeSql(FIND_JOB, [jobId, organisation])).rows as JobRow[];
      return job ? jobSummary(job) : null;
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

/**
 * pg-boss 10's own tables (schema `pgboss`): `job` holds live jobs and, for a while (12 h by
 * default), finished ones; then maintenance moves them to `archive`, which keeps them 7 days.
 * Every statement filters on the organisation in the payload: one organisation never sees
 * another's jobs. Jobs without one (the daily sync's fan-out) belong to no organisation.
 */
const ORGANISATION_JOBS = `
  select id, name, state::text as state, retry_count, retry_limit, output, created_on, started_on,
         completed_on, true as live
  from pgboss.job where data->>'organisationId' = $1
  union all
  select id, name, state::text, retry_count, retry_limit, output, created_on, started_on,
         completed_on, false
  from pgboss.archive where data->>'organisationId' = $1`;

const INSPECT_COUNTS = `
  select count(*) filter (where live and state in ('created', 'retry'))::int as queued,
         count(*) filter (where live and state = 'active')::int as running,
         count(*) filter (where state = 'failed')::int as failed,
         count(*) filter (where retry_count > 0 and created_on > now() - interval '7 days')::int as retried
  from (${ORGANISATION_JOBS}) as jobs`;

/** The message of a failure: pg-boss stores a thrown Error as itself, anything else as `{value}`. */
const JOB_COLUMNS = `
  id::text as id, name, state, retry_count, retry_limit, created_on, started_on, completed_on,
  live and state = 'failed' as retryable,
  case when state in ('failed', 'retry') then coalesce(
    output->>'message',
    output #>> '{value,message}',
    case when jsonb_typeof(output->'value') = 'string' then output->>'value' end
  ) end as error`;

const INSPECT_RECENT = `
  select ${JOB_COLUMNS}
  from (${ORGANISATION_JOBS}) as jobs
  where state in ('failed', 'retry') or retry_count > 0
  order by coalesce(completed_on, started_on, created_on) desc, id
  limit $2`;

/**
 * A deferral (`deferralOf`): the active job goes back to `created`, due in $3 seconds, with no
 * start (so pg-boss's next fetch does not count a retry: it counts one only after a start), and
 * its deferrals counted in its data. Kept at least as long after its new start as a new job is.
 */
const DEFER = `
  update pgboss.job set
    state = 'created',
    started_on = null,
    start_after = now() + make_interval(secs => $3::float8),
    keep_until = greatest(keep_until, now() + make_interval(secs => $3::float8) + interval '14 days'),
    data = jsonb_set(data, '{_deferred}', jsonb_build_object(
      'count', coalesce((data #>> '{_deferred,count}')::int, 0) + 1,
      'since', coalesce(data #> '{_deferred,since}', to_jsonb(now())),
      'reason', $4::text)),
    output = jsonb_build_object('deferred', true, 'message', $4::text)
  where name = $1 and id = $2::uuid and state = 'active'
  returning id`;

/** The organisation's live jobs deferred at least $2 times or first deferred over $3 seconds ago. */
const INSPECT_THROTTLED = `
  select id::text as id, name, (data #>> '{_deferred,count}')::int as deferrals,
         (data #>> '{_deferred,since}')::timestamptz as since, start_after,
         data #>> '{_deferred,reason}' as reason
  from pgboss.job
  where data->>'organisationId' = $1 and state < 'active' and data ? '_deferred'
    and ((data #>> '{_deferred,count}')::int >= $2
      or (data #>> '{_deferred,since}')::timestamptz < now() - make_interval(secs => $3::float8))
  order by since, id
  limit $4`;

interface ThrottledRow {
  id: string;
  name: string;
  deferrals: number | string;
  since: Date | string;
  start_after: Date | string;
  reason: string | null;
}

/** Which of the queue names in $1 (a JSON array) exist. */
const EXISTING_QUEUES = `
  select name from pgboss.queue where name in (select jsonb_array_elements_text($1::jsonb))`;

const DELETE_QUEUE_JOBS = `delete from pgboss.job where name = $1`;

const FIND_FAILED = `
  select name from pgboss.job
  where id = $1::uuid and state = 'failed' and data->>'organisationId' = $2`;

const FIND_JOB = `
  select ${JOB_COLUMNS}
  from (select *, true as live from pgboss.job where id = $1::uuid and data->>'organisationId' = $2) as jobs`;

/**
 * A beat (JOB_LIVENESS): the time, in the row's `output`. pg-boss reads an active job's output
 * nowhere and overwrites it when the job ends; its `expire_in` stays the job timeout, which pg-boss
 * also uses as the handler's in-process time limit and copies into a retry.
 */
const BEAT = `
  update pgboss.job set output = jsonb_build_object('beat', now())
  where name = $1 and id = $2::uuid and state = 'active'
  returning id`;

/** Active, and no beat (nor start) for $1 seconds; not one of this instance's own ($2, a JSON array). */
const LOST = `
  state = 'active'
  and coalesce((output->>'beat')::timestamptz, started_on) < now() - make_interval(secs => $1::float8)
  and not ($2::jsonb ? id::text)`;

/** Attempts left and a policy without a unique index on the retry state: run again, now. */
const RETRIES_LEFT = `retry_count < retry_limit and policy is distinct from 'stately'`;

const RECLAIM_LOST = `
  update pgboss.job set state = 'retry', start_after = now(), output = $3::jsonb
  where ${LOST} and ${RETRIES_LEFT}
  returning name`;

const FIND_LOST = `
  select name, id::text as id from pgboss.job
  where ${LOST} and not (${RETRIES_LEFT})`;

/**
 * Interrupted: active without a beat in time, or waiting to run again after a loss (ours), after
 * pg-boss's expiry (its timeout, or a maintenance that found the job before a reclaim), or after
 * an instance stopped with the job still running (pg-boss's shutdown).
 */
const LIVE_JOBS = `
  select id::text as id, state::text as state, retry_count, coalesce(
           (state = 'active'
              and coalesce((output->>'beat')::timestamptz, started_on) < now() - make_interval(secs => $3::float8))
           or (state = 'retry' and (
              output->>'lost' = 'true'
              or output #>> '{value,message}' = 'job failed by timeout in active state'
              or output->>'value' = 'pg-boss shut down while active')),
           false) as interrupted
  from pgboss.job
  where name = $1 and state < 'completed' and data @> $2::jsonb
  order by created_on, id`;

/** A queue as pg-boss's getQueues reads it. */
interface QueueRow {
  name: string;
  policy: string | null;
  retryLimit: number | null;
  retryDelay: number | null;
  retryBackoff: boolean | null;
  expireInSeconds: number | null;
  deadLetter: string | null;
}

function queueHasOptions(
  queue: QueueRow,
  options: {
    retryLimit: number;
    retryDelay: number;
    retryBackoff: boolean;
    expireInSeconds: number;
    deadLetter?: string;
  },
): boolean {
  return (
    (queue.policy ?? 'standard') === 'standard' &&
    queue.retryLimit === options.retryLimit &&
    queue.retryDelay === options.retryDelay &&
    queue.retryBackoff === options.retryBackoff &&
    queue.expireInSeconds === options.expireInSeconds &&
    (queue.deadLetter ?? undefined) === options.deadLetter
  );
}

interface LiveJobRow {
  id: string;
  state: LiveJob['state'];
  retry_count: number;
  interrupted: boolean;
}

interface CountRow {
  queued: number | string;
  running: number | string;
  failed: number | string;
  retried: number | string;
}

interface JobRow {
  id: string;
  name: string;
  state: JobSummary['state'];
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  retryable: boolean;
  error: string | null;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function jobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    error: row.error,
    createdOn: dateOf(row.created_on),
    startedOn: row.started_on === null ? null : dateOf(row.started_on),
    completedOn: row.completed_on === null ? null : dateOf(row.completed_on),
    retryable: row.retryable,
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
      // A job that outlived its instance's stop ends after the database closed, and pg-boss then
      // records its failure (or completion) with nobody to await it: an unhandled rejection.
      // Nothing answers instead (pg-boss reads a missing result as no rows and nothing affected);
      // the database is gone, and the job, still active in it, is taken back by the next start.
      if (client.closed) return undefined as unknown as { rows: unknown[] };
      const options = pgliteDateParsing(client);
      if (values && values.length > 0) return client.query(text, values, options);
      const results = await client.exec(text, options);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * A job id (UUID form) that is the same for the same `key`: queueing the work that `key` names
 * twice queues it once (EnqueueOptions.id).
 */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  // Version 8 (custom) and the RFC 4122 variant, so it is a well-formed UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The window of `windowSeconds` an event at `occurredAt` falls in, and the seconds from `now`
 * until it closes: follow-up work queued once per window (its job id names the window) and
 * started when the window ends, so a burst of changes shares one run.
 */
export function windowOf(
  occurredAt: Date,
  windowSeconds: number,
  now: Date,
): { window: number; startAfterSeconds: number } {
  const windowMs = windowSeconds * 1000;
  const window = Math.floor(occurredAt.getTime() / windowMs);
  const closesAt = (window + 1) * windowMs;
  return { window, startAfterSeconds: Math.max(0, Math.ceil((closesAt - now.getTime()) / 1000)) };
}
