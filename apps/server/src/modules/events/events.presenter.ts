import { NOTIFICATION_EVENTS, type NotificationEvent } from '@backoffice/shared';
import type { EventChannelRow } from './events.tables.ts';

/** Every event of the catalogue, each with the channels it posts to; webhooks never leave the server. */
export function presentEvents(rows: EventChannelRow[]): NotificationEvent[] {
  return NOTIFICATION_EVENTS.map((event) => ({
    key: event.key,
    label: event.label,
    description: event.description,
    channels: rows
      .filter((row) => row.event === event.key)
      .map((row) => ({
        channel_id: row.channelId,
        channel_name: row.channelName,
        team_name: row.teamName,
        connected_at: row.updatedAt.toISOString(),
      })),
  }));
}
