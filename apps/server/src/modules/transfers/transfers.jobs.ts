import type { BaseLogger } from 'pino';
import type { Database, Executor } from '../../db/client.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import { deleteEmptyDrafts } from './transfers.repository.ts';

/**
 * How long an empty draft is left alone before it goes: one an earlier version's "New transfer"
 * created a moment ago may still be on someone's screen, about to be filled in.
 */
export const EMPTY_DRAFT_GRACE_HOURS = 24;

/**
 * Every night, and when an instance starts: drafts with nothing in them, untouched for a day, are
 * deleted (issue 28). The API no longer makes one ("New transfer" creates on the first save that
 * passes, and no save empties a transfer), so this clears what earlier versions left.
 */
export const emptyDraftSweepJob = defineJob<Record<string, never>>({
  name: 'transfers.empty-drafts-sweep',
  retryLimit: 2,
  retryDelaySeconds: 300,
});
export const EMPTY_DRAFT_SWEEP_CRON = '20 3 * * *';

export async function sweepEmptyDrafts({
  db,
  now = new Date(),
}: {
  db: Executor;
  now?: Date;
}): Promise<{ removed: number }> {
  const untouchedSince = new Date(now.getTime() - EMPTY_DRAFT_GRACE_HOURS * 3_600_000);
  return { removed: (await deleteEmptyDrafts(db, { untouchedSince })).length };
}

type SweepLog = Pick<BaseLogger, 'info' | 'warn'>;

async function sweepAndLog({ db, log }: { db: Database; log: SweepLog }): Promise<void> {
  const { removed } = await sweepEmptyDrafts({ db });
  if (removed) log.info({ removed }, 'empty transfer drafts left by earlier versions were deleted');
}

export async function workEmptyDraftSweep({
  db,
  jobs,
  log,
}: {
  db: Database;
  jobs: JobQueue;
  log: SweepLog;
}): Promise<void> {
  // A sweep that fails on start waits for the night's run rather than stopping the start.
  await sweepAndLog({ db, log }).catch((error: unknown) =>
    log.warn({ err: error }, 'the empty transfer drafts sweep failed'),
  );
  await jobs.work(emptyDraftSweepJob, () => sweepAndLog({ db, log }));
  await jobs.schedule(emptyDraftSweepJob, EMPTY_DRAFT_SWEEP_CRON, {});
}
