/**
 * The two Slack calls the events need, over fetch: exchanging an OAuth code (`oauth.v2.access`)
 * and posting to an incoming webhook. `baseUrl` is https://slack.com in production and the
 * stand-in (testing/slack-stand-in.ts) in tests.
 */

/** The product's Slack app, from SLACK_CLIENT_ID / SLACK_CLIENT_SECRET / SLACK_BASE_URL. */
export interface SlackApp {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

/** The Slack app when both credentials are set; null means Slack is not configured. */
export function slackAppOf(config: {
  clientId: string | undefined;
  clientSecret: string | undefined;
  baseUrl: string;
}): SlackApp | null {
  const { clientId, clientSecret, baseUrl } = config;
  return clientId && clientSecret ? { clientId, clientSecret, baseUrl } : null;
}

/** Slack answers within a second or two; a hung connection must not hold a request or a job. */
const TIMEOUT_MS = 10_000;

/** "Add to Slack": the incoming-webhook scope makes Slack ask the user for one channel. */
export function slackAuthorizeUrl(
  app: SlackApp,
  { redirectUri, state }: { redirectUri: string; state: string },
) {
  const query = new URLSearchParams({
    client_id: app.clientId,
    scope: 'incoming-webhook',
    redirect_uri: redirectUri,
    state,
  });
  return `${app.baseUrl}/oauth/v2/authorize?${query}`;
}

export interface SlackWebhook {
  url: string;
  channelId: string;
  channelName: string;
  configurationUrl: string | null;
  teamId: string | null;
  teamName: string | null;
}

export type CodeExchange = { ok: true; webhook: SlackWebhook } | { ok: false; error: string };

/**
 * `oauth.v2.access`: the client credentials in HTTP Basic (as Slack recommends), the code and the
 * same redirect_uri as the authorize step. Slack answers 200 with `{ok:false, error}` when it
 * refuses; anything unreadable counts as an error too, never as a throw.
 */
export async function exchangeSlackCode(
  app: SlackApp,
  { code, redirectUri }: { code: string; redirectUri: string },
): Promise<CodeExchange> {
  let body: Record<string, unknown>;
  try {
    const response = await fetch(`${app.baseUrl}/api/oauth.v2.access`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ code, redirect_uri: redirectUri }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    return { ok: false, error: 'request_failed' };
  }
  if (body.ok !== true)
    return { ok: false, error: typeof body.error === 'string' ? body.error : 'unknown_error' };
  const hook = body.incoming_webhook as Record<string, unknown> | undefined;
  const team = body.team as Record<string, unknown> | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const url = text(hook?.url);
  const channelId = text(hook?.channel_id);
  if (!url || !channelId) return { ok: false, error: 'no_incoming_webhook' };
  const webhook = {
    url,
    channelId,
    channelName: text(hook?.channel) ?? channelId,
    configurationUrl: text(hook?.configuration_url),
    teamId: text(team?.id),
    teamName: text(team?.name),
  };
  if (!storable(webhook)) return { ok: false, error: 'unexpected_webhook' };
  return { ok: true, webhook };
}

/**
 * Slack's names are short (a channel's at most 80 characters) and its URLs a line: a longer value,
 * or one holding a NUL (which PostgreSQL text cannot store), is not an answer to keep. The name
 * also travels back in the callback's redirect, whose Location header must stay small.
 */
function storable({ url, configurationUrl, ...names }: SlackWebhook): boolean {
  const fits = (value: string | null, max: number) =>
    value === null || (value.length <= max && !value.includes('\u0000'));
  return (
    fits(url, 2000) && fits(configurationUrl, 2000) && Object.values(names).every((name) => fits(name, 255))
  );
}

/**
 * Webhook URLs are Slack's (hooks.slack.com), or the configured base URL's host in tests. The
 * job posts wherever the stored URL points, so anything else is refused before it is stored.
 */
export function isSlackWebhookUrl(app: SlackApp, url: string): boolean {
  try {
    const parsed = new URL(url);
    const allowed = new Set(['https://hooks.slack.com', new URL(app.baseUrl).origin]);
    return allowed.has(parsed.origin) && parsed.pathname.startsWith('/services/');
  } catch {
    return false;
  }
}

export interface SlackMessage {
  /** Always set: the notification's text, and the fallback Slack shows where blocks cannot be. */
  text: string;
  /** Block Kit layout, when the event has more to show than a line of text. */
  blocks?: Record<string, unknown>[];
}

/**
 * What became of a post: `delivered`; `retry` for what may pass later (429, 5xx, no answer);
 * `rejected` for what never will (the webhook was removed, the channel archived, a bad payload).
 */
export type WebhookOutcome =
  | { outcome: 'delivered' }
  | { outcome: 'retry' | 'rejected'; reason: string; status: number | null };

export async function postToSlackWebhook(url: string, message: SlackMessage): Promise<WebhookOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return {
      outcome: 'retry',
      reason: error instanceof Error ? error.message : 'request failed',
      status: null,
    };
  }
  const reason = (await response.text().catch(() => '')).slice(0, 200);
  if (response.ok) return { outcome: 'delivered' };
  const status = response.status;
  if (status === 429 || status >= 500) return { outcome: 'retry', reason, status };
  return { outcome: 'rejected', reason, status };
}
