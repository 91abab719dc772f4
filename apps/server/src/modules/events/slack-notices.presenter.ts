import { href, type NotificationEventKey } from '@backoffice/shared';
import type { DomainEvent } from '../domain-events/domain-events.domain.ts';
import type { SlackMessage } from './slack-api.client.ts';

/** The organisation a notice speaks of: its name, and its ulid for the links. */
export interface NoticeOrganisation {
  ulid: string;
  name: string;
}

/**
 * The Slack notice a domain event makes, and the notification event (NOTIFICATION_EVENTS) whose
 * channels it goes to; null when the event is no news.
 */
export function slackNoticeOf(
  event: DomainEvent,
  { organisation, appUrl }: { organisation: NoticeOrganisation; appUrl: string },
): { notification: NotificationEventKey; message: SlackMessage } | null {
  switch (event.type) {
    case 'order.problems.changed': {
      const count = event.payload.newProblemOrders;
      if (count === 0) return null;
      const url = `${appUrl}${href('store-orders', { organisation: organisation.ulid }, { problems: 'true' })}`;
      const text = `${count} new problem ${count === 1 ? 'order' : 'orders'} in ${organisation.name}. <${url}|Open Problem Orders>`;
      return { notification: 'problem_order', message: { text } };
    }
    case 'dispute.settled': {
      const count = event.payload.disputeIds.length;
      if (count === 0) return null;
      const text = `${count} ${count === 1 ? 'dispute was' : 'disputes were'} reimbursed by the marketplace.`;
      return { notification: 'dispute_update', message: { text } };
    }
    default:
      return null;
  }
}
