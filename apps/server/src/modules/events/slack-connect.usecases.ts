import {
  can,
  href,
  isNotificationEventKey,
  SLACK_CHANNEL_ID_PATTERN,
  type SlackConnectOutcome,
} from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { findMembershipByUlid } from '../organisations/organisations.facts.ts';
import { sealWebhookUrl } from './event-channel-secrets.domain.ts';
import { upsertEventChannel } from './events.repository.ts';
import { knownEvent } from './events.usecases.ts';
import {
  exchangeSlackCode,
  isSlackWebhookUrl,
  type SlackApp,
  type SlackWebhook,
  slackAuthorizeUrl,
} from './slack-api.client.ts';
import { signSlackState, verifySlackState } from './slack-state.domain.ts';

/**
 * "Add to Slack" (OAuth v2, incoming-webhook scope): the connect route sends the browser to
 * Slack with a signed state; Slack sends it back to the callback, which exchanges the code for
 * the channel's webhook and stores it. Both answer with where the browser goes next: the events
 * part of the organisation's settings, told in `?slack=<outcome>` how it went. Nothing here
 * throws at the user: every failure is an outcome the screen explains.
 */

/** Slack calls it, so it is outside the organisation prefix; the app's own URL, as registered in Slack. */
export const SLACK_CALLBACK_PATH = '/api/slack/oauth/callback';

export const slackRedirectUri = (appUrl: string) => `${appUrl}${SLACK_CALLBACK_PATH}`;

/** The settings screen, scrolled to its events, with the outcome in the query string. */
export function settingsLocation(
  organisationUlid: string | null,
  outcome: SlackConnectOutcome,
  extra: Record<string, string | undefined> = {},
): string {
  const query = { slack: outcome, ...extra };
  // A state that names no organisation (forged, mangled): the app's start page picks one.
  if (!organisationUlid) return `/?${new URLSearchParams({ slack: outcome })}`;
  return `${href('organisation.settings', { organisation: organisationUlid }, query)}#events`;
}

export function startSlackConnect({
  slack,
  appKey,
  appUrl,
  organisationUlid,
  userId,
  event,
}: {
  slack: SlackApp | null;
  appKey: Buffer;
  appUrl: string;
  organisationUlid: string;
  userId: number;
  event: string;
}): { location: string } {
  const key = knownEvent(event);
  if (!slack) return { location: settingsLocation(organisationUlid, 'not_configured') };
  const state = signSlackState(appKey, { organisationUlid, event: key, userId });
  return { location: slackAuthorizeUrl(slack, { redirectUri: slackRedirectUri(appUrl), state }) };
}

export interface SlackCallbackQuery {
  code?: string;
  state?: string;
  /** Slack's reason when the user did not allow it (`access_denied`). */
  error?: string;
}

/** Slack's error codes are snake_case words; anything else is not shown. */
const slackErrorCode = (value: string | undefined) =>
  value && /^[a-z0-9_]{1,64}$/.test(value) ? value : 'unknown_error';

export async function finishSlackConnect({
  db,
  slack,
  appKey,
  appUrl,
  userId,
  query,
}: {
  db: Database;
  slack: SlackApp | null;
  appKey: Buffer;
  appUrl: string;
  /** The signed-in user of the browser Slack sent back; null when its session has ended. */
  userId: number | null;
  query: SlackCallbackQuery;
}): Promise<{ location: string }> {
  const checked = verifySlackState(appKey, query.state);
  if (checked.status !== 'valid')
    return { location: settingsLocation(checked.organisationUlid, 'invalid_state') };
  const { state } = checked;
  const back = (outcome: SlackConnectOutcome, extra?: Record<string, string | undefined>) => ({
    location: settingsLocation(state.organisationUlid, outcome, extra),
  });
  // The state belongs to the session that started the flow: another browser cannot finish it.
  if (userId === null || userId !== state.userId || !isNotificationEventKey(state.event))
    return back('invalid_state');
  // The role is checked again: it may have changed while the user was at Slack.
  const membership = await findMembershipByUlid(db, { ulid: state.organisationUlid, userId });
  if (!membership || !can(membership.role, 'manageSettings')) return back('forbidden');
  if (query.error)
    return back(query.error === 'access_denied' ? 'access_denied' : 'slack_error', {
      error: slackErrorCode(query.error),
    });
  if (!slack) return back('not_configured');
  if (!query.code) return back('slack_error', { error: 'missing_code' });
  const exchanged = await exchangeSlackCode(slack, {
    code: query.code,
    redirectUri: slackRedirectUri(appUrl),
  });
  if (!exchanged.ok) return back('slack_error', { error: slackErrorCode(exchanged.error) });
  const { webhook } = exchanged;
  if (!isSlackWebhookUrl(slack, webhook.url) || !SLACK_CHANNEL_ID_PATTERN.test(webhook.channelId))
    return back('slack_error', { error: 'unexpected_webhook' });
  await storeWebhook({
    db,
    appKey,
    organisationId: membership.organisation.id,
    event: state.event,
    userId,
    webhook,
  });
  return back('connected', { event: state.event, channel: webhook.channelName });
}

async function storeWebhook({
  db,
  appKey,
  organisationId,
  event,
  userId,
  webhook,
}: {
  db: Database;
  appKey: Buffer;
  organisationId: number;
  event: string;
  userId: number;
  webhook: SlackWebhook;
}): Promise<void> {
  const slot = { organisationId, event, channelId: webhook.channelId };
  await inTenant(db, organisationId, (tx) =>
    upsertEventChannel(
      tx,
      { organisationId },
      {
        event,
        channelId: webhook.channelId,
        channelName: webhook.channelName,
        teamId: webhook.teamId,
        teamName: webhook.teamName,
        webhookUrlEncrypted: sealWebhookUrl(appKey, slot, webhook.url),
        configurationUrl: webhook.configurationUrl,
        connectedBy: userId,
      },
    ),
  );
}
