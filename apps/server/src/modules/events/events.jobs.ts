import type { NotificationEventKey } from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue, jobIdFor } from '../../jobs/job-queue.ts';
import type { EventConsumer } from '../domain-events/domain-events.domain.ts';
import { findOrganisation } from '../organisations/organisations.facts.ts';
import { openWebhookUrl } from './event-channel-secrets.domain.ts';
import { channelIdsOfEvent, findEventChannel, markEventChannelPosted } from './events.repository.ts';
import { postToSlackWebhook, type SlackMessage } from './slack-api.client.ts';
import { slackNoticeOf } from './slack-notices.presenter.ts';

/**
 * Firing an event: one job per channel the event posts to, so a slow or failing channel never
 * holds up another, and each is retried on its own with backoff (decision 9). The payload names
 * the channel's row, not its webhook: the URL stays encrypted in the table, out of the queue.
 */
export interface SlackPostPayload {
  organisationId: number;
  channelRowId: number;
  message: SlackMessage;
}

export const slackPostJob = defineJob<SlackPostPayload>({
  name: 'events.slack-post',
  // 10 s, 20 s, 40 s… about ten minutes in all: Slack's rate limits and short outages pass.
  retryLimit: 6,
  retryDelaySeconds: 10,
});

/**
 * What other modules call when something happens (a transfer problem, a failed sync…). `db` is
 * the database itself, not a request's transaction: on the embedded database the queue shares
 * the one connection, so a route calls this after its commit (`afterCommit`). Resolves with how
 * many posts were queued (0 when the event posts nowhere).
 */
export async function notifyEvent({
  db,
  jobs,
  organisationId,
  event,
  message,
}: {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
  event: NotificationEventKey;
  message: SlackMessage;
}): Promise<{ queued: number }> {
  const channelRowIds = await inTenant(db, organisationId, (tx) =>
    channelIdsOfEvent(tx, { organisationId, event }),
  );
  for (const channelRowId of channelRowIds)
    await jobs.enqueue(slackPostJob, { organisationId, channelRowId, message });
  return { queued: channelRowIds.length };
}

/**
 * One attempt of a post. Throwing fails the attempt and pg-boss retries it later; a channel
 * disconnected meanwhile, or a webhook Slack refuses for good (removed, archived), ends the job
 * without retrying, since no retry could succeed.
 */
export async function deliverSlackPost({
  db,
  appKey,
  log,
  payload,
}: {
  db: Database;
  appKey: Buffer;
  log: Pick<BaseLogger, 'warn'>;
  payload: SlackPostPayload;
}): Promise<void> {
  const { organisationId, channelRowId, message } = payload;
  const channel = await inTenant(db, organisationId, (tx) =>
    findEventChannel(tx, { organisationId, id: channelRowId }),
  );
  if (!channel) return;
  const url = openWebhookUrl(
    appKey,
    { organisationId, event: channel.event, channelId: channel.channelId },
    channel.webhookUrlEncrypted,
  );
  const result = await postToSlackWebhook(url, message);
  if (result.outcome === 'retry')
    throw new Error(`Slack webhook answered ${result.status ?? 'nothing'}: ${result.reason}`);
  if (result.outcome === 'rejected') {
    log.warn(
      {
        organisationId,
        event: channel.event,
        channelId: channel.channelId,
        status: result.status,
        reason: result.reason,
      },
      'Slack refused a notification; it is not retried',
    );
    return;
  }
  await inTenant(db, organisationId, (tx) =>
    markEventChannelPosted(tx, { organisationId, id: channelRowId }),
  );
}

export async function workEventNotifications({
  db,
  jobs,
  appKey,
  log,
}: {
  db: Database;
  jobs: JobQueue;
  appKey: Buffer;
  log: Pick<BaseLogger, 'warn' | 'error'>;
}): Promise<void> {
  await jobs.work(slackPostJob, async ({ payload, retryCount, retryLimit }) => {
    try {
      await deliverSlackPost({ db, appKey, log, payload });
    } catch (error) {
      // The last attempt's failure is the one someone needs to see: the notification is lost.
      const level = retryCount >= retryLimit ? 'error' : 'warn';
      const { organisationId, channelRowId } = payload;
      log[level](
        { err: error, organisationId, channelRowId, retryCount },
        'Slack notification attempt failed',
      );
      throw error;
    }
  });
}

/**
 * Slack notices of what happened elsewhere (decision 23): problem orders the scan found, disputes
 * a report settled. One post per channel the notice's notification goes to, queued in the
 * delivery's transaction with an id per event and channel: never lost after the change, never
 * posted twice for one event.
 */
export function slackNoticesConsumer({ appUrl }: { appUrl: string }): EventConsumer {
  return {
    name: 'events.slack-notices',
    follows: ['order.problems.changed', 'dispute.settled'],
    queues: [slackPostJob],
    async handle({ tx, event, enqueue }) {
      const { organisationId } = event;
      const organisation = await findOrganisation(tx, { organisationId });
      if (!organisation) return;
      const notice = slackNoticeOf(event, { organisation, appUrl });
      if (!notice) return;
      for (const channelRowId of await channelIdsOfEvent(tx, {
        organisationId,
        event: notice.notification,
      })) {
        await enqueue(
          slackPostJob,
          { organisationId, channelRowId, message: notice.message },
          { id: jobIdFor(`events.slack-notices@${event.id}:${channelRowId}`) },
        );
      }
    },
  };
}
