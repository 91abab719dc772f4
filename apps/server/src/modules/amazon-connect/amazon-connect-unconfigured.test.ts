import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

// No AMAZON_APPLICATION_ID / CLIENT_ID / CLIENT_SECRET: the product runs, and says Amazon is off.
const server = useTestServer();

describe('Connect Amazon without Amazon settings', () => {
  it('answers 422 with the reason, and the callback sends the browser back to the form', async () => {
    const { client, organisation } = await signUp(server);
    const connect = await client.post(`/api/organisations/${organisation.ulid}/amazon/connect`, {
      name: 'Amazon US',
      home_site: 'US',
    });
    expect(connect.status).toBe(422);
    expect(connect.body).toEqual({
      message: 'Connecting Amazon accounts is not configured on this server.',
      errors: { amazon: ['Connecting Amazon accounts is not configured on this server.'] },
      code: 'amazon_connect.not_configured',
    });

    const callback = await client.get(
      '/api/amazon/callback?state=x&selling_partner_id=A1&spapi_oauth_code=c',
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/amazon/connect?error=invalid_state');
  });
});
