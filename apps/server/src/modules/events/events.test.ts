import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { type SlackStandIn, startSlackStandIn } from '../../testing/slack-stand-in.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { openWebhookUrl } from './event-channel-secrets.domain.ts';
import { notifyEvent } from './events.jobs.ts';
import { eventChannels } from './events.tables.ts';

// The stand-in starts first: the server reads SLACK_BASE_URL from these overrides when it starts.
const slackEnv: Record<string, string> = {};
let slack: SlackStandIn;
beforeAll(async () => {
  slack = await startSlackStandIn({
    channels: [
      { id: 'C0STOCK001', name: '#stock-alerts' },
      { id: 'C0OPS00002', name: '#operations' },
      // Answers no Slack gives, which the product must not store.
      { id: 'C0NULNAME1', name: '#nul\u0000name' },
      { id: 'C0LONGNAME', name: `#${'x'.repeat(100_000)}` },
    ],
  });
  Object.assign(slackEnv, {
    SLACK_CLIENT_ID: slack.clientId,
    SLACK_CLIENT_SECRET: slack.clientSecret,
    SLACK_BASE_URL: slack.url,
  });
});
afterAll(() => slack?.close());
const server = useTestServer(slackEnv);

/** "Add to Slack" up to Slack's consent page: the authorize URL the connect route sends the browser to. */
async function openConsent(client: TestClient, base: string, event: string) {
  const connect = await client.get(`${base}/events/${event}/slack/connect`);
  expect(connect.status, JSON.stringify(connect.body)).toBe(302);
  const authorize = new URL(connect.headers.get('location') ?? '');
  const consent = await fetch(authorize);
  expect(consent.status).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(await consent.text())?.[1];
  if (!request) throw new Error('no consent request on the page');
  return { authorize, request };
}

/** The user's answer on Slack's page; Slack sends the browser back to the callback. */
async function answer(request: string, decision: 'allow' | 'deny', channel = 'C0STOCK001') {
  const decided = await fetch(
    `${slack.url}/oauth/v2/authorize/decision?${new URLSearchParams({ request, decision, channel })}`,
    { redirect: 'manual' },
  );
  expect(decided.status).toBe(302);
  const back = new URL(decided.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/slack/oauth/callback');
  return back;
}

/** The browser follows Slack's redirect to the callback; answers where the callback sends it. */
async function callback(client: TestClient, back: URL) {
  const response = await client.get(`${back.pathname}${back.search}`);
  expect(response.status, JSON.stringify(response.body)).toBe(302);
  return new URL(response.headers.get('location') ?? '', 'http://app');
}

async function connect(client: TestClient, base: string, event: string, channel = 'C0STOCK001') {
  const { request } = await openConsent(client, base, event);
  return callback(client, await answer(request, 'allow', channel));
}

const channelsOf = async (client: TestClient, base: string, event: string) => {
  const list = await client.get(`${base}/events`);
  expect(list.status).toBe(200);
  return list.body.data.find((each: { key: string }) => each.key === event).channels;
};

describe('notification events and Slack', () => {
  it('lists every event, says Slack is configured, and starts OAuth with a signed state', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const list = await client.get(`${base}/events`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ slack: { configured: true } });
    expect(list.body.data.map((event: { key: string }) => event.key)).toEqual([
      'transfer_problem',
      'stock_reorder_due',
      'problem_order',
      'dispute_update',
      'sync_failure',
    ]);

    const { authorize } = await openConsent(client, base, 'sync_failure');
    expect(authorize.origin + authorize.pathname).toBe(`${slack.url}/oauth/v2/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(slack.clientId);
    expect(authorize.searchParams.get('scope')).toBe('incoming-webhook');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/slack/oauth/callback');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
    expect((await client.get(`${base}/events/no_such_event/slack/connect`)).status).toBe(404);
  });

  it('stores the channel from Slack with its webhook encrypted, lists it, and disconnects it', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;

    const back = await connect(client, base, 'transfer_problem');
    expect(back.pathname).toBe(`/organisation/${organisation.ulid}/settings`);
    expect(back.hash).toBe('#events');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      slack: 'connected',
      event: 'transfer_problem',
      channel: '#stock-alerts',
    });
    expect(await channelsOf(client, base, 'transfer_problem')).toEqual([
      {
        channel_id: 'C0STOCK001',
        channel_name: '#stock-alerts',
        team_name: 'Stand-in Workspace',
        connected_at: expect.any(String),
      },
    ]);
    expect(await channelsOf(client, base, 'sync_failure')).toEqual([]);

    // Stored sealed, bound to the organisation, event and channel; the API never shows it.
    const [row] = await server.ctx.db
      .select()
      .from(eventChannels)
      .where(eq(eventChannels.organisationId, organisation.id));
    if (!row) throw new Error('no stored channel');
    expect(row.webhookUrlEncrypted).not.toContain('/services/');
    const slot = { organisationId: organisation.id, event: 'transfer_problem', channelId: 'C0STOCK001' };
    expect(openWebhookUrl(server.ctx.config.appKey, slot, row.webhookUrlEncrypted)).toMatch(
      new RegExp(`^${slack.url}/services/T0STANDIN/B\\w+/\\w+$`),
    );
    const elsewhere = { ...slot, organisationId: organisation.id + 1 };
    expect(() => openWebhookUrl(server.ctx.config.appKey, elsewhere, row.webhookUrlEncrypted)).toThrow();
    expect(JSON.stringify((await client.get(`${base}/events`)).body)).not.toContain('/services/');

    // Connecting the same channel again replaces its webhook instead of listing it twice.
    await connect(client, base, 'transfer_problem');
    expect(await channelsOf(client, base, 'transfer_problem')).toHaveLength(1);

    const bad = await client.put(`${base}/events/transfer_problem/delete`, { channel_id: '#stock alerts' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ channel_id: ['The channel id field format is invalid.'] });
    expect((await client.put(`${base}/events/transfer_problem/delete`, {})).body.errors).toEqual({
      channel_id: ['The channel id field is required.'],
    });
    expect(
      (await client.put(`${base}/events/transfer_problem/delete`, { channel_id: 'C0NOTHERE1' })).status,
    ).toBe(404);
    expect(
      (await client.put(`${base}/events/sync_failure/delete`, { channel_id: 'C0STOCK001' })).status,
    ).toBe(404);
    const removed = await client.put(`${base}/events/transfer_problem/delete`, { channel_id: 'C0STOCK001' });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ key: 'transfer_problem', channels: [] });
    expect(await channelsOf(client, base, 'transfer_problem')).toEqual([]);
  });

  it('comes back with a clear outcome and stores nothing when the user cancels, the state is forged or Slack refuses', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const settings = `/organisation/${organisation.ulid}/settings`;

    const cancelled = await callback(
      client,
      await answer((await openConsent(client, base, 'dispute_update')).request, 'deny'),
    );
    expect(cancelled.pathname).toBe(settings);
    expect(cancelled.searchParams.get('slack')).toBe('access_denied');

    // A state whose signature does not match: refused, and the code is never exchanged.
    const back = await answer((await openConsent(client, base, 'dispute_update')).request, 'allow');
    const forged = new URL(back);
    const [payload] = (back.searchParams.get('state') ?? '').split('.');
    forged.searchParams.set('state', `${payload}.${'0'.repeat(64)}`);
    const refused = await callback(client, forged);
    expect(refused.pathname).toBe(settings);
    expect(refused.searchParams.get('slack')).toBe('invalid_state');
    expect(
      (await callback(client, new URL('/api/slack/oauth/callback?code=x&state=garbage', 'http://app')))
        .pathname,
    ).toBe('/');

    // The genuine state still works once; Slack refuses its code the second time.
    expect((await callback(client, back)).searchParams.get('slack')).toBe('connected');
    const reused = await callback(client, back);
    expect(Object.fromEntries(reused.searchParams)).toEqual({ slack: 'slack_error', error: 'invalid_code' });
    expect(await channelsOf(client, base, 'dispute_update')).toHaveLength(1);
  });

  it('refuses a Slack answer it could not store (a NUL, an overlong name): an error outcome, nothing written', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    for (const channel of ['C0NULNAME1', 'C0LONGNAME']) {
      const back = await connect(client, base, 'sync_failure', channel);
      expect(Object.fromEntries(back.searchParams), channel).toEqual({
        slack: 'slack_error',
        error: 'unexpected_webhook',
      });
    }
    const rows = await server.ctx.db
      .select()
      .from(eventChannels)
      .where(eq(eventChannels.organisationId, organisation.id));
    expect(rows).toEqual([]);
  });

  it('keeps organisations apart: the state is bound to its user, and others cannot read, connect or disconnect', async () => {
    const { owner, base, members } = await teamWith(server, ['viewer', 'admin']);
    const viewer = members.viewer?.client as TestClient;
    const admin = members.admin?.client as TestClient;
    await connect(owner.client, base, 'problem_order');

    // Another signed-in user (even an admin of the organisation) cannot finish the owner's flow.
    const { request } = await openConsent(owner.client, base, 'stock_reorder_due');
    const back = await answer(request, 'allow', 'C0OPS00002');
    expect((await callback(admin, back)).searchParams.get('slack')).toBe('invalid_state');
    expect((await callback(server.client(), back)).searchParams.get('slack')).toBe('invalid_state');
    expect(await channelsOf(owner.client, base, 'stock_reorder_due')).toEqual([]);

    // An admin demoted while at Slack cannot finish the flow they started.
    const demoted = await answer((await openConsent(admin, base, 'stock_reorder_due')).request, 'allow');
    const adminId = members.admin?.user.id;
    expect((await owner.client.put(`${base}/team/${adminId}/update-role`, { role: 'viewer' })).status).toBe(
      200,
    );
    expect((await callback(admin, demoted)).searchParams.get('slack')).toBe('forbidden');
    expect(await channelsOf(owner.client, base, 'stock_reorder_due')).toEqual([]);

    // Members read; only admins and owners connect and disconnect.
    expect(await channelsOf(viewer, base, 'problem_order')).toHaveLength(1);
    expect((await viewer.get(`${base}/events/problem_order/slack/connect`)).status).toBe(403);
    expect(
      (await viewer.put(`${base}/events/problem_order/delete`, { channel_id: 'C0STOCK001' })).status,
    ).toBe(403);

    // Another organisation sees none of it and cannot touch it.
    const other = await signUp(server);
    const otherBase = `/api/organisations/${other.organisation.ulid}`;
    expect((await other.client.get(`${base}/events`)).status).toBe(404);
    expect((await other.client.get(`${base}/events/problem_order/slack/connect`)).status).toBe(404);
    expect(
      (await other.client.put(`${base}/events/problem_order/delete`, { channel_id: 'C0STOCK001' })).status,
    ).toBe(404);
    expect(
      (await other.client.put(`${otherBase}/events/problem_order/delete`, { channel_id: 'C0STOCK001' }))
        .status,
    ).toBe(404);
    expect(await channelsOf(other.client, otherBase, 'problem_order')).toEqual([]);
    expect(await channelsOf(owner.client, base, 'problem_order')).toHaveLength(1);
  });

  it('posts an event to each of its channels through the job queue, retrying Slack errors and rate limits', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    await connect(client, base, 'stock_reorder_due', 'C0STOCK001');
    await connect(client, base, 'stock_reorder_due', 'C0OPS00002');
    const before = slack.posts.length;
    const attemptsBefore = slack.postAttempts;
    slack.failNextPosts(1, 500);
    slack.failNextPosts(1, 429);

    const { queued } = await notifyEvent({
      db: server.ctx.db,
      jobs: server.ctx.jobs,
      organisationId: organisation.id,
      event: 'stock_reorder_due',
      message: { text: 'Reorder SKU-1: 4 days of cover left' },
    });
    expect(queued).toBe(2);
    await expect.poll(() => slack.posts.length - before, { timeout: 15_000, interval: 100 }).toBe(2);
    expect(slack.postAttempts - attemptsBefore).toBe(4);
    expect(
      slack.posts
        .slice(before)
        .map((post) => post.channelName)
        .sort(),
    ).toEqual(['#operations', '#stock-alerts']);
    expect(slack.posts.at(-1)?.body).toEqual({ text: 'Reorder SKU-1: 4 days of cover left' });

    // An event that posts nowhere queues nothing.
    const none = await notifyEvent({
      db: server.ctx.db,
      jobs: server.ctx.jobs,
      organisationId: organisation.id,
      event: 'sync_failure',
      message: { text: 'unused' },
    });
    expect(none.queued).toBe(0);
  });
});
