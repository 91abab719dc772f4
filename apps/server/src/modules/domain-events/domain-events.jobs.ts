import type { BaseLogger } from 'pino';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { defineJob, type JobQueue, jobIdFor } from '../../jobs/job-queue.ts';
import { listenForEvents } from './domain-events.client.ts';
import type { EnqueueInDelivery, EventConsumer, EventPosition } from './domain-events.domain.ts';
import {
  consumersBehind,
  ensureConsumers,
  eventsAfter,
  lockConsumer,
  moveCursor,
  pruneEvents,
} from './domain-events.repository.ts';

/**
 * Delivers a consumer's events from its cursor onwards (decision 23). One job per consumer and
 * position (its id says which), so dispatchers that notice the same events queue it once.
 */
export const deliverEventsJob = defineJob<{ consumer: string }>({
  name: 'domain-events.deliver',
  retryLimit: 4,
  retryDelaySeconds: 5,
});

/** Daily: events every consumer has passed go after a month. */
export const pruneEventsJob = defineJob<Record<string, never>>({
  name: 'domain-events.prune',
  retryLimit: 1,
  retryDelaySeconds: 300,
});
export const PRUNE_EVENTS_CRON = '40 3 * * *';
const KEEP_DAYS = 30;

/** Events per delivery transaction: short enough that requests go between them on PGlite. */
export const DELIVERY_BATCH = 100;

/**
 * Seconds between checks for events no notification announced (a dispatcher that started after
 * the commit, a LISTEN connection lost): the notification is the fast path, this the guarantee.
 */
export const EVENT_POLL_SECONDS = 5;

interface DeliveryContext {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'error' | 'warn' | 'debug'>;
}

/**
 * Hands `consumer` every settled event after its cursor, a batch per transaction: the handler's
 * writes, the jobs it queues and the cursor's move commit together. On the job's last attempt the
 * events go one per transaction, and one that still fails is passed over and kept in the cursor's
 * last_failure, so one bad event cannot stop a consumer for good.
 */
export async function deliverEvents(
  { db, jobs, log }: DeliveryContext,
  consumer: EventConsumer,
  { lastAttempt = false, stopping }: { lastAttempt?: boolean; stopping?: AbortSignal } = {},
): Promise<number> {
  const batch = lastAttempt ? 1 : DELIVERY_BATCH;
  let delivered = 0;
  while (!stopping?.aborted) {
    let failed: { position: EventPosition; eventId: number; type: string; error: unknown } | undefined;
    const moved = await db
      .transaction(async (tx) => {
        const cursor = await lockConsumer(tx, consumer.name);
        if (!cursor) throw new Error(`No cursor for the ${consumer.name} consumer`);
        const events = await eventsAfter(tx, cursor, batch);
        const last = events.at(-1);
        if (!last) return 0;
        let handled = 0;
        // The same job with the same payload is queued once per delivery: a batch of a hundred
        // stock writes of one organisation makes one recompute, not a hundred.
        const queued = new Map<string, Promise<string>>();
        const enqueue: EnqueueInDelivery = (job, payload, options) => {
          const key = `${job.name}:${JSON.stringify(payload)}`;
          const sent = queued.get(key) ?? jobs.enqueueIn(tx, job, payload, options);
          queued.set(key, sent);
          return sent;
        };
        for (const event of events) {
          if (!consumer.follows.includes(event.type)) continue;
          try {
            await consumer.handle({ tx, event, enqueue });
          } catch (error) {
            if (!lastAttempt) throw error;
            failed = {
              position: { transactionId: last.transactionId, eventId: last.id },
              eventId: event.id,
              type: event.type,
              error,
            };
            throw error;
          }
          handled += 1;
        }
        await moveCursor(tx, consumer.name, { transactionId: last.transactionId, eventId: last.id }, handled);
        return events.length;
      })
      .catch(async (error: unknown) => {
        if (!failed) throw error;
        const message = error instanceof Error ? error.message : String(error);
        log.error(
          { err: error, consumer: consumer.name, eventId: failed.eventId },
          'event passed over after every attempt failed',
        );
        await moveCursor(db, consumer.name, failed.position, 0, {
          eventId: failed.eventId,
          type: failed.type,
          message,
        });
        return 1;
      });
    if (moved === 0) break;
    delivered += moved;
  }
  return delivered;
}

/**
 * Queues a delivery for each consumer with events after its cursor. The job's id is the consumer,
 * its position and the poll period: instances that notice the same events at once queue one job.
 */
export async function dispatchEvents(
  { db, jobs }: Pick<DeliveryContext, 'db' | 'jobs'>,
  consumers: readonly EventConsumer[],
): Promise<number> {
  const behind = await consumersBehind(
    db,
    consumers.map(({ name }) => name),
  );
  for (const { consumer, transactionId, eventId } of behind) {
    await jobs.enqueue(
      deliverEventsJob,
      { consumer },
      // Per poll period too: a delivery that could pass nothing yet (an older transaction of the
      // database still running) ends without moving the cursor, and the next period queues another.
      {
        id: jobIdFor(
          `${consumer}@${transactionId}:${eventId}/${Math.floor(Date.now() / (EVENT_POLL_SECONDS * 1000))}`,
        ),
      },
    );
  }
  return behind.length;
}

/**
 * Registers the delivery worker and this instance's dispatcher: woken by each commit that recorded
 * events, and every EVENT_POLL_SECONDS in case a wake-up was missed. Ends when the queue stops.
 */
export async function workDomainEvents({
  db,
  database,
  jobs,
  log,
  consumers,
  pollSeconds = EVENT_POLL_SECONDS,
}: DeliveryContext & {
  database: DatabaseHandle;
  consumers: readonly EventConsumer[];
  pollSeconds?: number;
}): Promise<void> {
  const byName = new Map(consumers.map((consumer) => [consumer.name, consumer]));
  if (byName.size !== consumers.length) throw new Error('Two event consumers share a name');
  await ensureConsumers(
    db,
    consumers.map(({ name }) => name),
  );
  await jobs.prepare(deliverEventsJob, ...consumers.flatMap(({ queues }) => queues));

  await jobs.work(deliverEventsJob, async (job) => {
    const consumer = byName.get(job.payload.consumer);
    // A consumer another version of the product had: its events wait for an instance that has it.
    if (!consumer) return;
    await deliverEvents({ db, jobs, log }, consumer, {
      lastAttempt: job.retryCount >= job.retryLimit,
      stopping: job.stopping,
    });
  });
  await jobs.work(pruneEventsJob, async () => {
    const pruned = await pruneEvents(db, new Date(Date.now() - KEEP_DAYS * 86_400_000));
    log.debug({ pruned }, 'old domain events pruned');
  });
  await jobs.schedule(pruneEventsJob, PRUNE_EVENTS_CRON, {});

  let running: Promise<void> | undefined;
  let again = false;
  const wake = () => {
    if (jobs.stopping.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await dispatchEvents({ db, jobs }, consumers).catch((error: unknown) => {
          if (!jobs.stopping.aborted) log.error({ err: error }, 'domain event dispatch failed');
        });
      } while (again && !jobs.stopping.aborted);
      running = undefined;
    })();
  };
  const timer = setInterval(wake, pollSeconds * 1000);
  timer.unref();
  const unlisten = await listenForEvents(database, wake, (error) =>
    log.warn({ err: error }, 'domain event listener lost; the poll carries on'),
  );
  jobs.stopping.addEventListener(
    'abort',
    () => {
      clearInterval(timer);
      unlisten().catch(() => {});
    },
    { once: true },
  );
  wake();
}
