import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue, jobIdFor, windowOf } from '../../jobs/job-queue.ts';
import { type EventConsumer, isEvent } from '../domain-events/domain-events.domain.ts';
import { checkAndStoreLedger } from './stock-health.usecases.ts';

/**
 * How long a ledger check waits after the stock changed: every stock change within one window
 * shares one check at its end. The check adds up the whole ledger, seconds at millions of
 * movements (on the embedded database, seconds no request is answered), so at most hourly.
 */
export const LEDGER_CHECK_WINDOW_SECONDS = 3600;

/** Runs the organisation's ledger check and stores it for Stock Health. */
export const ledgerCheckJob = defineJob<{ organisationId: number }>({
  name: 'stock-health.ledger-check',
  retryLimit: 2,
  retryDelaySeconds: 60,
});

/**
 * Stock Health shows the latest ledger check (issue 32: it ran on every page load). A stock
 * change queues the organisation's next check at the end of its window, one per window (the job's
 * id), so a report's thousand changes make one check, and a retried delivery none more.
 */
export const ledgerCheckFollowsStock: EventConsumer = {
  name: 'stock-health.ledger-check-after-stock-change',
  follows: ['stock.changed'],
  queues: [ledgerCheckJob],
  async handle({ event, enqueue }) {
    if (!isEvent(event, 'stock.changed')) return;
    const { window, startAfterSeconds } = windowOf(event.occurredAt, LEDGER_CHECK_WINDOW_SECONDS, new Date());
    await enqueue(
      ledgerCheckJob,
      { organisationId: event.organisationId },
      { id: jobIdFor(`stock-health.ledger-check@${event.organisationId}@${window}`), startAfterSeconds },
    );
  },
};

export async function workLedgerChecks({
  db,
  jobs,
}: {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'warn'>;
}): Promise<void> {
  await jobs.work(ledgerCheckJob, async ({ payload: { organisationId } }) => {
    await inTenant(db, organisationId, (tx) => checkAndStoreLedger(tx, organisationId));
  });
}
