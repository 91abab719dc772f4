import { type OrderProblem, RETURN_WINDOW_DAYS } from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue, jobIdFor } from '../../jobs/job-queue.ts';
import { batchBesideRequests, giveWayToRequests } from '../../lib/request-priority.ts';
import type { EventConsumer } from '../domain-events/domain-events.domain.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import {
  acknowledgementHolds,
  detectOrderProblems,
  ORDER_PROBLEM_RULES_VERSION,
} from './order-problems.domain.ts';
import {
  changedOrderIds,
  databaseNow,
  findProblemScan,
  orderIdsAfter,
  orderProblemFacts,
  organisationsWithOrders,
  saveProblemScan,
  writeOrderProblems,
} from './order-problems.repository.ts';

/** Orders per transaction: each batch is short, so requests run between batches. */
export const PROBLEM_SCAN_BATCH = 1_000;

/**
 * How far back a scan looks before the last one's end: a report batch dates its rows when its
 * transaction starts and may commit after a scan began, so the scans overlap by this much
 * (looking at an order twice changes nothing).
 */
const SCAN_OVERLAP_MS = 10 * 60_000;

/** Unshipped MFN orders are looked at for this long after purchase (their ship-by date passes well within). */
const LATE_SHIPMENT_LOOKBACK_DAYS = 10;

/** Scans one organisation's orders (after a report was processed, or on the schedule). */
export const orderProblemScanJob = defineJob<{ organisationId: number }>({
  name: 'store-orders.problem-scan',
  retryLimit: 3,
  retryDelaySeconds: 30,
});

/**
 * Every 5 minutes: every organisation's scan, for what time alone changes (45 days, ship-by dates)
 * and what changes SKUs without asking for a scan (a SKU import, a product's COGS).
 */
export const scheduledProblemScanJob = defineJob<Record<string, never>>({
  name: 'store-orders.problem-scan-all',
  retryLimit: 1,
  retryDelaySeconds: 60,
});
export const PROBLEM_SCAN_CRON = '*/5 * * * *';

export interface ProblemScanResult {
  /** Every order was looked at (first scan, or the rules changed), not only what changed. */
  full: boolean;
  checked: number;
  changed: number;
  /** Orders that had no problem before and have one now. */
  newProblemOrderIds: number[];
}

/**
 * Runs the problem rules (order-problems.ts) over the organisation's orders that may have changed
 * since its last scan, or over all of them when it has none or the rules changed, and stores what
 * they find where it differs. Idempotent, in short batches: a scan cut off is done again by the
 * next, since the watermark moves only at the end.
 */
export async function scanOrderProblems({
  db,
  organisationId,
  batchSize = batchBesideRequests(PROBLEM_SCAN_BATCH),
}: {
  db: Database;
  organisationId: number;
  batchSize?: number;
}): Promise<ProblemScanResult> {
  const { scan, until } = await inTenant(db, organisationId, async (tx) => ({
    scan: await findProblemScan(tx, { organisationId }),
    until: await databaseNow(tx),
  }));
  const full = !scan || scan.rulesVersion !== ORDER_PROBLEM_RULES_VERSION;
  const result: ProblemScanResult = { full, checked: 0, changed: 0, newProblemOrderIds: [] };

  const checkBatch = async (ids: number[]) =>
    inTenant(db, organisationId, async (tx) => {
      const changes: { id: number; problems: OrderProblem[]; keepAcknowledgement: boolean }[] = [];
      for (const { facts, stored } of await orderProblemFacts(tx, { organisationId, ids })) {
        const problems = detectOrderProblems(facts, until);
        const keepAcknowledgement =
          stored.acknowledgedAt !== null && acknowledgementHolds(stored.acknowledgedRules, problems);
        const acknowledgementLapses = stored.acknowledgedAt !== null && !keepAcknowledgement;
        if (JSON.stringify(problems) !== JSON.stringify(stored.problems) || acknowledgementLapses)
          changes.push({ id: stored.id, problems, keepAcknowledgement });
      }
      result.checked += ids.length;
      result.changed += changes.length;
      const became = await writeOrderProblems(tx, { organisationId, changes });
      result.newProblemOrderIds.push(...became);
      // News for whoever follows it (Slack), with the write: the first scan finds every old
      // problem at once, which is no news.
      if (!full && became.length > 0)
        await recordEvent(tx, {
          organisationId,
          type: 'order.problems.changed',
          aggregate: 'organisation',
          payload: { newProblemOrders: became.length },
        });
    });

  if (full) {
    let afterId = 0;
    for (;;) {
      const ids = await inTenant(db, organisationId, (tx) =>
        orderIdsAfter(tx, { organisationId, afterId, limit: batchSize }),
      );
      if (ids.length === 0) break;
      await checkBatch(ids);
      afterId = ids.at(-1) as number;
      await giveWayToRequests();
    }
  } else {
    const since = new Date(scan.checkedThrough.getTime() - SCAN_OVERLAP_MS);
    const ids = await inTenant(db, organisationId, (tx) =>
      changedOrderIds(tx, {
        organisationId,
        since,
        until,
        returnWindowDays: RETURN_WINDOW_DAYS,
        lateAfterDays: LATE_SHIPMENT_LOOKBACK_DAYS,
      }),
    );
    for (let start = 0; start < ids.length; start += batchSize) {
      await checkBatch(ids.slice(start, start + batchSize));
      await giveWayToRequests();
    }
  }
  await inTenant(db, organisationId, (tx) =>
    saveProblemScan(tx, { organisationId, checkedThrough: until, rulesVersion: ORDER_PROBLEM_RULES_VERSION }),
  );
  return result;
}

interface ScanDependencies {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'info' | 'warn'>;
}

/** A scan, logged when it found something; its news goes out as an event (scanOrderProblems). */
export async function scanAndLog(
  { db, log }: ScanDependencies,
  { organisationId }: { organisationId: number },
): Promise<ProblemScanResult> {
  const result = await scanOrderProblems({ db, organisationId });
  if (result.full || result.changed > 0)
    log.info(
      { organisationId, ...result, newProblemOrderIds: result.newProblemOrderIds.length },
      'order problems scanned',
    );
  return result;
}

export async function workOrderProblemScans(dependencies: ScanDependencies): Promise<void> {
  const { db, jobs } = dependencies;
  await jobs.work(orderProblemScanJob, ({ payload }) =>
    scanAndLog(dependencies, payload).then(() => undefined),
  );
  await jobs.work(scheduledProblemScanJob, async () => {
    for (const organisationId of await organisationsWithOrders(db))
      await jobs.enqueue(orderProblemScanJob, { organisationId });
  });
  await jobs.schedule(scheduledProblemScanJob, PROBLEM_SCAN_CRON, {});
}

/**
 * What changes which orders have problems, followed through the outbox (decision 23): a report's
 * orders, returns and refunds; orders a sync read through the Orders API; a SKU mapped, costed or
 * hidden. A scan is queued in the delivery's
 * transaction, once per event. Time passing (return windows, ship-by dates) is the scheduled scan's.
 */
export const problemScanFollowsChanges: EventConsumer = {
  name: 'store-orders.problem-scan-after-change',
  follows: ['report.processed', 'sku.changed', 'store-orders.synced'],
  queues: [orderProblemScanJob],
  async handle({ event, enqueue }) {
    await enqueue(
      orderProblemScanJob,
      { organisationId: event.organisationId },
      { id: jobIdFor(`store-orders.problem-scan@${event.id}`) },
    );
  },
};
