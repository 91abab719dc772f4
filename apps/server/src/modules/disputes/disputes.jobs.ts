import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import type { EventConsumer } from '../domain-events/domain-events.domain.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import { notifyEvent } from '../events/events.jobs.ts';
import { NEAR_DEADLINE_DAYS } from './dispute-rules.domain.ts';
import { openDisputesNearDeadline, organisationsWithOpenDisputes } from './disputes.repository.ts';
import { matchReimbursements } from './disputes.usecases.ts';

/** Every morning: each organisation hears once of its open disputes whose claim window is closing. */
export const disputeRemindersJob = defineJob<Record<string, never>>({
  name: 'disputes.deadline-reminders',
  retryLimit: 2,
  retryDelaySeconds: 300,
});
export const DISPUTE_REMINDERS_CRON = '0 8 * * *';

/** Posts one "Dispute update" per organisation with open disputes due within NEAR_DEADLINE_DAYS. */
export async function remindDisputeDeadlines({
  db,
  jobs,
  now = new Date(),
}: {
  db: Database;
  jobs: JobQueue;
  now?: Date;
}): Promise<{ organisationIds: number[] }> {
  const organisationIds: number[] = [];
  const until = new Date(now.getTime() + NEAR_DEADLINE_DAYS * 86_400_000);
  for (const organisationId of await organisationsWithOpenDisputes(db)) {
    const due = await inTenant(db, organisationId, (tx) =>
      openDisputesNearDeadline(tx, { organisationId, until }),
    );
    if (due.length === 0) continue;
    organisationIds.push(organisationId);
    const list = due
      .slice(0, 5)
      .map((dispute) => `• ${dispute.title} (claim by ${dispute.deadlineAt.toISOString().slice(0, 10)})`)
      .join('\n');
    const more = due.length > 5 ? `\n…and ${due.length - 5} more.` : '';
    await notifyEvent({
      db,
      jobs,
      organisationId,
      event: 'dispute_update',
      message: {
        text: `${due.length} open ${due.length === 1 ? 'dispute reaches its' : 'disputes reach their'} claim deadline within ${NEAR_DEADLINE_DAYS} days:\n${list}${more}`,
      },
    });
  }
  return { organisationIds };
}

export async function workDisputeReminders({
  db,
  jobs,
}: {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'warn'>;
}): Promise<void> {
  await jobs.work(disputeRemindersJob, () => remindDisputeDeadlines({ db, jobs }).then(() => undefined));
  await jobs.schedule(disputeRemindersJob, DISPUTE_REMINDERS_CRON, {});
}

/**
 * A processed report may hold reimbursements naming submitted disputes' case ids: they settle
 * those disputes (REIMBURSED, or PARTIALLY when paid less than claimed), and a `dispute.settled`
 * event tells whoever follows it (Slack). All in the delivery's transaction (decision 23).
 */
export const disputesFollowReports: EventConsumer = {
  name: 'disputes.settle-after-report',
  follows: ['report.processed'],
  queues: [],
  async handle({ tx, event }) {
    const { organisationId } = event;
    const { changed } = await matchReimbursements({ db: tx, organisationId });
    if (changed.length === 0) return;
    await recordEvent(tx, {
      organisationId,
      type: 'dispute.settled',
      aggregate: 'organisation',
      payload: { disputeIds: changed },
    });
  },
};
