import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

// No SLACK_CLIENT_ID / SLACK_CLIENT_SECRET: the product runs, and says Slack is off.
const server = useTestServer();

describe('notification events without Slack settings', () => {
  it('lists the events with Slack marked unconfigured, and Add to Slack goes back to the screen saying so', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const list = await client.get(`${base}/events`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ slack: { configured: false } });
    expect(list.body.data).toHaveLength(5);

    const connect = await client.get(`${base}/events/transfer_problem/slack/connect`);
    expect(connect.status).toBe(302);
    expect(connect.headers.get('location')).toBe(
      `/organisation/${organisation.ulid}/settings?slack=not_configured#events`,
    );
  });
});
