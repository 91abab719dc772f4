import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { notifyEvent } from '../events/notify-event.ts';
import { matchReimbursements } from './disputes.usecases.ts';

/**
 * After a report is processed: submitted disputes that its reimbursement rows pay (by case id)
 * are reimbursed in full or in part, in one transaction, and the organisation's "Dispute update"
 * channels hear of it once.
 */
export async function settleDisputesFromReimbursements({
  db,
  jobs,
  organisationId,
}: {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
}): Promise<{ changed: number[] }> {
  const { changed } = await inTenant(db, organisationId, (tx) =>
    matchReimbursements({ db: tx, organisationId }),
  );
  if (changed.length > 0) {
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
  return { changed };
}
