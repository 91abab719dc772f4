import type { NotificationEventKey } from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import { openWebhookUrl } from './event-channel-secrets.domain.ts';
import { channelIdsOfEvent, findEventChannel, markEventChannelPosted } from './events.repository.ts';
import { postToSlackWebhook, type SlackMessage } from './slack-api.client.ts';

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
