import { z } from 'zod';
import { isoDateTime, requiredString } from './fields.ts';

/**
 * Notifications an organisation can route to Slack channels (docs/domain/jobs.md,
 * "Notifications"). The keys are stable: they are stored with each connected channel, appear in
 * URLs and are what other modules pass when they fire an event. Add an event here; never rename a
 * key.
 */
export const NOTIFICATION_EVENTS = [
  {
    key: 'transfer_problem',
    label: 'Transfer problem',
    description: 'A warehouse transfer or shipment has a discrepancy, is late or was cancelled.',
  },
  {
    key: 'stock_reorder_due',
    label: 'Stock reorder due',
    description: 'A SKU reaches its reorder point: time to place a purchase order.',
  },
  {
    key: 'problem_order',
    label: 'Problem order',
    description: 'A store order needs attention (unfulfilled, returned or refunded).',
  },
  {
    key: 'dispute_update',
    label: 'Dispute update',
    description: 'A dispute or reimbursement claim was opened, answered or closed.',
  },
  {
    key: 'sync_failure',
    label: 'Sync failure',
    description: 'A report source could not sync its orders, shipments or inventory.',
  },
] as const;

export type NotificationEventKey = (typeof NOTIFICATION_EVENTS)[number]['key'];
export const NOTIFICATION_EVENT_KEYS = NOTIFICATION_EVENTS.map((event) => event.key) as [
  NotificationEventKey,
  ...NotificationEventKey[],
];

export function isNotificationEventKey(value: string): value is NotificationEventKey {
  return (NOTIFICATION_EVENT_KEYS as readonly string[]).includes(value);
}

/** Slack's channel ids: C…, G… (private), D… (direct); upper-case letters and digits. */
export const SLACK_CHANNEL_ID_PATTERN = /^[A-Z0-9]{2,32}$/;

/** The Slack settings the server reads (SLACK_*), named once for the screen that explains them. */
export const SLACK_ENV_VARS = ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET'] as const;

export const eventChannelSchema = z
  .object({
    channel_id: z.string().describe("Slack's channel id (incoming_webhook.channel_id)"),
    channel_name: z.string().describe('as Slack names it, e.g. #stock-alerts'),
    team_name: z.string().nullable().describe('the Slack workspace'),
    connected_at: isoDateTime,
  })
  .meta({ id: 'EventChannel' });
export type EventChannel = z.infer<typeof eventChannelSchema>;

export const notificationEventSchema = z
  .object({
    key: z.enum(NOTIFICATION_EVENT_KEYS),
    label: z.string(),
    description: z.string(),
    channels: z.array(eventChannelSchema).describe('the Slack channels this event posts to'),
  })
  .meta({ id: 'NotificationEvent' });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const eventsResponseSchema = z.object({
  data: z.array(notificationEventSchema),
  meta: z.object({
    slack: z.object({
      configured: z
        .boolean()
        .describe('false until the server has SLACK_CLIENT_ID and SLACK_CLIENT_SECRET: nothing can connect'),
    }),
  }),
});
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

/** `{event}` is checked by the route (unknown → 404, like a record that does not exist). */
export const eventParamsSchema = z.object({
  organisation: z.string().min(1),
  event: z.string().min(1).max(100),
});

export const disconnectEventChannelRequestSchema = z.object({
  channel_id: requiredString('channel_id').regex(
    SLACK_CHANNEL_ID_PATTERN,
    'The channel id field format is invalid.',
  ),
});
export type DisconnectEventChannelRequest = z.infer<typeof disconnectEventChannelRequestSchema>;

/**
 * How the Slack connection ended, as the OAuth callback tells the settings screen in its query
 * string (`?slack=<outcome>`): one wording for both sides.
 */
export const SLACK_CONNECT_OUTCOMES = {
  connected: 'Slack is connected: the event now posts to the channel you picked.',
  access_denied: 'Slack was not connected: the request was cancelled in Slack.',
  invalid_state:
    'Slack was not connected: the link was not valid or has expired (it lasts 10 minutes). Try Add to Slack again.',
  forbidden: 'Slack was not connected: only admins and owners of this organisation can connect Slack.',
  not_configured: 'Slack is not configured on this server.',
  slack_error: 'Slack was not connected: Slack refused the request. Try Add to Slack again.',
} as const;
export type SlackConnectOutcome = keyof typeof SLACK_CONNECT_OUTCOMES;

export function isSlackConnectOutcome(value: string | null | undefined): value is SlackConnectOutcome {
  return value !== null && value !== undefined && Object.hasOwn(SLACK_CONNECT_OUTCOMES, value);
}
