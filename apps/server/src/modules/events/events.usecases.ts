import {
  isNotificationEventKey,
  type NotificationEvent,
  type NotificationEventKey,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { eventErrors } from './events.errors.ts';
import { presentEvents } from './events.presenter.ts';
import { deleteEventChannel, listEventChannels } from './events.repository.ts';

/** The event a path names, or 404. */
export function knownEvent(event: string): NotificationEventKey {
  if (!isNotificationEventKey(event)) throw eventErrors.unknownEvent();
  return event;
}

/** The organisation's events with their channels, and whether Slack can be connected at all. */
export async function listEvents({
  db,
  organisationId,
  slackConfigured,
}: InOrganisation<Executor> & { slackConfigured: boolean }): Promise<{
  events: NotificationEvent[];
  slack: { configured: boolean };
}> {
  const rows = await listEventChannels(db, { organisationId });
  return { events: presentEvents(rows), slack: { configured: slackConfigured } };
}

/**
 * Stops an event posting to a channel. The webhook stays installed in Slack until the workspace
 * removes it (its configuration page); the product simply forgets it.
 */
export async function disconnectEventChannel({
  db,
  organisationId,
  event,
  channelId,
}: InOrganisation<Executor> & { event: string; channelId: string }): Promise<{ event: NotificationEvent }> {
  const key = knownEvent(event);
  if (!(await deleteEventChannel(db, { organisationId, event: key, channelId })))
    throw eventErrors.channelNotConnected();
  const rows = await listEventChannels(db, { organisationId });
  const updated = presentEvents(rows).find((each) => each.key === key);
  if (!updated) throw eventErrors.unknownEvent();
  return { event: updated };
}
