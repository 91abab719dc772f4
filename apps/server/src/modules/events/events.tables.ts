import { bigint, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

/**
 * A Slack channel a notification event posts to, connected through "Add to Slack" (OAuth v2,
 * incoming-webhook scope). The webhook URL is the credential: whoever holds it can post to the
 * channel, so it is stored encrypted with APP_KEY, bound to the organisation and the row's event
 * and channel (event-channel-secrets.domain.ts), and never leaves the server.
 */
export const eventChannels = pgTable(
  'event_channels',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    /** A key of NOTIFICATION_EVENTS (shared). */
    event: text('event').notNull(),
    /** Slack's incoming_webhook.channel_id. */
    channelId: text('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    teamId: text('team_id'),
    teamName: text('team_name'),
    webhookUrlEncrypted: text('webhook_url_encrypted').notNull(),
    /** Slack's page where the workspace can manage or remove the webhook. */
    configurationUrl: text('configuration_url'),
    /** Who connected it; no foreign key: the channel outlives its connector's account. */
    connectedBy: bigint('connected_by', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    // Connecting the same channel again for the same event replaces its webhook.
    uniqueIndex('event_channels_organisation_event_channel_unique').on(
      table.organisationId,
      table.event,
      table.channelId,
    ),
  ],
);
export type EventChannelRow = typeof eventChannels.$inferSelect;
