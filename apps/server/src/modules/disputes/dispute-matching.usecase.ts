import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { notifyEvent } from '../events/events.jobs.ts';

/**
 * Once a report's settlement of disputes (matchReimbursements, in the transaction that marks the
 * report processed) has committed: the organisation's "Dispute update" channels hear of it once.
 */
export async function announceReimbursedDisputes({
  db,
  jobs,
  organisationId,
  changed,
}: {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
  changed: readonly number[];
}): Promise<void> {
  if (changed.length === 0) return;
  const count = changed.length;
  await notifyEvent({
    db,
    jobs,
    organisationId,
    event: 'dispute_update',
    message: {
      text: `${count} ${count === 1 ? 'dispute was' : 'disputes were'} reimbursed by the marketplace.`,
    },
  });
}
