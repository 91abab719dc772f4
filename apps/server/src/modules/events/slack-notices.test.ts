import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../domain-events/domain-events.domain.ts';
import { slackNoticeOf } from './slack-notices.presenter.ts';

const organisation = { ulid: '01JORGANISATION', name: 'Acme' };
const appUrl = 'https://stock.example.com';
const event = (fields: Pick<DomainEvent, 'type' | 'payload'>): DomainEvent =>
  ({
    id: 7,
    organisationId: 3,
    aggregate: 'organisation',
    transactionId: '900',
    occurredAt: new Date(),
    ...fields,
  }) as DomainEvent;

describe('Slack notices of domain events', () => {
  it('tells the problem-order channels how many orders became problem orders, with a link to them', () => {
    expect(
      slackNoticeOf(event({ type: 'order.problems.changed', payload: { newProblemOrders: 3 } }), {
        organisation,
        appUrl,
      }),
    ).toEqual({
      notification: 'problem_order',
      message: {
        text: `3 new problem orders in Acme. <${appUrl}/organisation/01JORGANISATION/store-orders?problems=true|Open Problem Orders>`,
      },
    });
    expect(
      slackNoticeOf(event({ type: 'order.problems.changed', payload: { newProblemOrders: 1 } }), {
        organisation,
        appUrl,
      })?.message.text,
    ).toMatch(/^1 new problem order in Acme\./);
  });

  it('tells the dispute channels how many disputes the marketplace reimbursed', () => {
    expect(
      slackNoticeOf(event({ type: 'dispute.settled', payload: { disputeIds: [4, 5] } }), {
        organisation,
        appUrl,
      }),
    ).toEqual({
      notification: 'dispute_update',
      message: { text: '2 disputes were reimbursed by the marketplace.' },
    });
  });

  it('says nothing of events that are no news to a channel', () => {
    expect(
      slackNoticeOf(event({ type: 'sku.changed', payload: { skuIds: [1] } }), { organisation, appUrl }),
    ).toBeNull();
    expect(
      slackNoticeOf(event({ type: 'dispute.settled', payload: { disputeIds: [] } }), {
        organisation,
        appUrl,
      }),
    ).toBeNull();
  });
});
