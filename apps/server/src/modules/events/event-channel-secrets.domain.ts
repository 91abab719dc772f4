import { decrypt, encrypt } from '../../lib/crypto.ts';

/** Which connected channel a webhook URL belongs to. */
export interface WebhookSlot {
  organisationId: number;
  event: string;
  channelId: string;
}

/**
 * Binds each ciphertext to its organisation, event and channel: a sealed webhook copied to
 * another organisation's row (or another event's) does not decrypt there.
 */
const context = ({ organisationId, event, channelId }: WebhookSlot) =>
  `event_channels:${organisationId}:${event}:${channelId}:webhook_url`;

export function sealWebhookUrl(appKey: Buffer, slot: WebhookSlot, url: string): string {
  return encrypt(appKey, url, context(slot));
}

/** Only the posting job opens it; the API never returns the URL. */
export function openWebhookUrl(appKey: Buffer, slot: WebhookSlot, sealed: string): string {
  return decrypt(appKey, sealed, context(slot));
}
