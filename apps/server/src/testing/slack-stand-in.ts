import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Slack for tests (SLACK_BASE_URL points here): the parts "Add to Slack" and incoming
 * webhooks use, checking requests as Slack does.
 *
 * - `GET /oauth/v2/authorize`: checks client_id, scope and redirect_uri, then shows a page where
 *   the user picks a channel and clicks Allow (back to redirect_uri with `code` and `state`) or
 *   Cancel (`error=access_denied` and `state`), like Slack's consent screen.
 * - `POST /api/oauth.v2.access`: the client credentials (HTTP Basic or form fields), a code it
 *   issued, unused and under ten minutes old, and the authorize step's redirect_uri; answers
 *   Slack's shape `{ok, access_token, incoming_webhook: {channel, channel_id, configuration_url,
 *   url}, team, …}` or `{ok: false, error}`, with HTTP 200 either way as Slack does.
 * - `POST /services/T…/B…/…`: the incoming webhooks it issued (on itself). Records each post;
 *   `failNextPosts(n, status)` makes the next n answer 500 (`rollup_error`) or 429 (with
 *   Retry-After), as Slack does under trouble and rate limits.
 */

export interface StandInChannel {
  id: string;
  name: string;
}

export interface RecordedPost {
  channelId: string;
  channelName: string;
  body: Record<string, unknown>;
}

export interface SlackStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Webhook posts Slack accepted, in order. */
  posts: RecordedPost[];
  /** Every webhook request, accepted or not: attempts = posts + failures. */
  postAttempts: number;
  /** The next `count` webhook posts fail with `status` (500 or 429). */
  failNextPosts(count: number, status?: 500 | 429): void;
  close(): Promise<void>;
}

const TEAM = { id: 'T0STANDIN', name: 'Stand-in Workspace' };
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const DEFAULT_CHANNELS: StandInChannel[] = [
  { id: 'C0STOCK001', name: '#stock-alerts' },
  { id: 'C0OPS00002', name: '#operations' },
];

interface Consent {
  redirectUri: string;
  state: string;
}
interface IssuedCode {
  redirectUri: string;
  channel: StandInChannel;
  issuedAt: number;
}

export async function startSlackStandIn({
  port = 0,
  clientId = 'stand-in-client-id',
  clientSecret = 'stand-in-client-secret',
  channels = DEFAULT_CHANNELS,
}: {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  channels?: StandInChannel[];
} = {}): Promise<SlackStandIn> {
  const consents = new Map<string, Consent>();
  const codes = new Map<string, IssuedCode>();
  const webhooks = new Map<string, StandInChannel>();
  const failures: (500 | 429)[] = [];
  const standIn = { clientId, clientSecret, posts: [] as RecordedPost[], postAttempts: 0 } as SlackStandIn;
  const token = (bytes = 12) => randomBytes(bytes).toString('hex');

  function authorize(query: URLSearchParams, res: ServerResponse) {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId) return page(res, 400, errorPage('invalid_client_id'));
    if (!(query.get('scope') ?? '').split(',').includes('incoming-webhook'))
      return page(res, 400, errorPage('invalid_scope'));
    if (!/^https?:\/\//.test(redirectUri)) return page(res, 400, errorPage('bad_redirect_uri'));
    const request = token();
    consents.set(request, { redirectUri, state: query.get('state') ?? '' });
    return page(res, 200, consentPage(request, channels));
  }

  function decide(query: URLSearchParams, res: ServerResponse) {
    const request = query.get('request') ?? '';
    const consent = consents.get(request);
    if (!consent) return page(res, 400, errorPage('invalid_request'));
    consents.delete(request);
    const back = new URL(consent.redirectUri);
    if (query.get('decision') === 'allow') {
      const channel = channels.find((each) => each.id === query.get('channel'));
      if (!channel) return page(res, 400, errorPage('channel_not_found'));
      const code = `${TEAM.id}.${token(16)}`;
      codes.set(code, { redirectUri: consent.redirectUri, channel, issuedAt: Date.now() });
      back.searchParams.set('code', code);
    } else back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', consent.state);
    res.writeHead(302, { location: back.toString() }).end();
  }

  function exchange(req: IncomingMessage, text: string, res: ServerResponse) {
    const form = new URLSearchParams(text);
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const id = basicId ?? form.get('client_id');
    const secret = basicSecret ?? form.get('client_secret');
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    const fail = (error: string) => json(res, 200, { ok: false, error });
    if (id !== clientId) return fail('invalid_client_id');
    if (secret !== clientSecret) return fail('bad_client_secret');
    if (!issued || Date.now() - issued.issuedAt > CODE_LIFETIME_MS) return fail('invalid_code');
    // A code is good once, whatever follows.
    codes.delete(code);
    if ((form.get('redirect_uri') ?? '') !== issued.redirectUri) return fail('bad_redirect_uri');
    const path = `/services/${TEAM.id}/B${token(5).toUpperCase()}/${token(12)}`;
    webhooks.set(path, issued.channel);
    return json(res, 200, {
      ok: true,
      app_id: 'A0STANDIN',
      authed_user: { id: 'U0STANDIN' },
      scope: 'incoming-webhook',
      token_type: 'bot',
      access_token: `xoxb-${token()}`,
      bot_user_id: 'U0STANDBOT',
      team: TEAM,
      enterprise: null,
      is_enterprise_install: false,
      incoming_webhook: {
        channel: issued.channel.name,
        channel_id: issued.channel.id,
        configuration_url: `${standIn.url}/services/B0STANDIN`,
        url: `${standIn.url}${path}`,
      },
    });
  }

  function webhook(path: string, text: string, res: ServerResponse) {
    const channel = webhooks.get(path);
    const plain = (status: number, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(body);
    if (!channel) return plain(404, 'no_service');
    standIn.postAttempts += 1;
    const failure = failures.shift();
    if (failure === 429) return plain(429, 'rate_limited', { 'retry-after': '1' });
    if (failure === 500) return plain(500, 'rollup_error');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return plain(400, 'invalid_payload');
    }
    if (typeof body.text !== 'string' && !Array.isArray(body.blocks)) return plain(400, 'no_text');
    standIn.posts.push({ channelId: channel.id, channelName: channel.name, body });
    return plain(200, 'ok');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = Buffer.concat(chunks).toString('utf8');
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /health') return json(res, 200, { ok: true });
      if (route === 'GET /oauth/v2/authorize') return authorize(url.searchParams, res);
      if (route === 'GET /oauth/v2/authorize/decision') return decide(url.searchParams, res);
      if (route === 'POST /api/oauth.v2.access') return exchange(req, body, res);
      if (req.method === 'POST' && url.pathname.startsWith('/services/'))
        return webhook(url.pathname, body, res);
      return json(res, 404, { ok: false, error: 'unknown_method' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.failNextPosts = (count, status = 500) => {
    for (let i = 0; i < count; i += 1) failures.push(status);
  };
  standIn.close = () =>
    new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return standIn;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function page(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function errorPage(error: string): string {
  return `<!doctype html><title>Slack stand-in</title><h1>Something went wrong</h1><p id="error">${escapeHtml(error)}</p>`;
}

/** Slack's consent screen, reduced to what a user does there: pick a channel, Allow or Cancel. */
function consentPage(request: string, channels: StandInChannel[]): string {
  const options = channels
    .map((channel) => `<option value="${escapeHtml(channel.id)}">${escapeHtml(channel.name)}</option>`)
    .join('');
  return `<!doctype html><title>Slack stand-in</title>
<h1>Stockroom is requesting permission to access the ${escapeHtml(TEAM.name)} Slack workspace</h1>
<form method="get" action="/oauth/v2/authorize/decision">
<input type="hidden" name="request" value="${escapeHtml(request)}">
<label for="channel">Where should Stockroom post?</label>
<select id="channel" name="channel">${options}</select>
<button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form>`;
}
