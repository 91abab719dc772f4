import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import { bodyOf, MINUTE, postForm, spApiClient, testClock } from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const REDIRECT = 'http://127.0.0.1:3999/amazon/callback';
const clock = testClock();
let simulator: SpApiSimulator;

beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, redirectUris: [REDIRECT] });
});
afterAll(() => simulator.close());

function client() {
  return { client_id: simulator.clientId, client_secret: simulator.clientSecret };
}

/** Consent as a browser gives it: POST the confirm form, read the code off the redirect. */
async function consentCode(sellingPartnerId = 'A2EUSIMSELLER1'): Promise<string> {
  const response = await fetch(simulator.consentPageOf('sellercentral-europe.amazon.com'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      application_id: simulator.applicationId,
      state: 'csrf-1',
      redirect_uri: REDIRECT,
      selling_partner_id: sellingPartnerId,
    }),
  });
  const code = new URL(response.headers.get('location') ?? '').searchParams.get('spapi_oauth_code');
  if (!code) throw new Error('no code in the redirect');
  return code;
}

describe('LWA token endpoint, refresh_token grant', () => {
  it('answers an access token, bearer, 3600 s, the same refresh token, and no-store', async () => {
    const refreshToken = simulator.control.issueRefreshToken('A2NASIMSELLER1');
    const response = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...client(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await bodyOf(response);
    expect(body).toEqual({
      access_token: expect.stringMatching(/^Atza\|/),
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: refreshToken,
    });
    const api = spApiClient(simulator, 'na', body.access_token);
    expect((await api('GET', '/sellers/v1/marketplaceParticipations')).status).toBe(200);
  });

  it('accepts a JSON body as well as a form', async () => {
    const response = await fetch(simulator.lwaTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: simulator.control.issueRefreshToken('A2NASIMSELLER1'),
        ...client(),
      }),
    });
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).token_type).toBe('bearer');
  });

  it('refuses an unknown refresh token with invalid_grant', async () => {
    const response = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: 'Atzr|nope',
      ...client(),
    });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({
      error: 'invalid_grant',
      error_description: 'The request has an invalid grant parameter : refresh_token',
    });
  });

  it('refuses the tokens of a seller who removed the app, until the seller authorizes it again', async () => {
    const refreshToken = simulator.control.issueRefreshToken('A2NASIMSELLER1');
    const grant = () =>
      postForm(simulator.lwaTokenUrl, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        ...client(),
      });
    const before = await grant();
    expect(before.status).toBe(200);
    const api = spApiClient(simulator, 'na', (await bodyOf(before)).access_token);
    simulator.control.revokeAuthorization('A2NASIMSELLER1');
    const refused = await grant();
    expect(refused.status).toBe(400);
    expect((await bodyOf(refused)).error).toBe('invalid_grant');
    expect((await api('GET', '/sellers/v1/marketplaceParticipations')).status).toBe(403);
    // Authorizing again issues a refresh token that works.
    const again = simulator.control.issueRefreshToken('A2NASIMSELLER1');
    const renewed = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: again,
      ...client(),
    });
    expect(renewed.status).toBe(200);
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const response = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: simulator.control.issueRefreshToken('A2NASIMSELLER1'),
      client_id: simulator.clientId,
      client_secret: 'wrong',
    });
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).error).toBe('invalid_client');
  });

  it('names the missing parameter, refuses unknown grants and bodies that are neither form nor JSON', async () => {
    const noGrant = await postForm(simulator.lwaTokenUrl, client());
    expect(noGrant.status).toBe(400);
    expect(await bodyOf(noGrant)).toEqual({
      error: 'invalid_request',
      error_description: 'The request is missing a required parameter : grant_type',
    });
    const password = await postForm(simulator.lwaTokenUrl, { grant_type: 'password', ...client() });
    expect(password.status).toBe(400);
    expect((await bodyOf(password)).error).toBe('unsupported_grant_type');
    const text = await fetch(simulator.lwaTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(400);
    expect((await bodyOf(text)).error).toBe('invalid_request');
  });
});

describe('LWA token endpoint, authorization_code grant', () => {
  it('exchanges a consent code once for a refresh token of that seller', async () => {
    const code = await consentCode('A2EUSIMSELLER1');
    const exchange = () =>
      postForm(simulator.lwaTokenUrl, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        ...client(),
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    const tokens = await bodyOf(first);
    expect(tokens.refresh_token).toMatch(/^Atzr\|/);
    expect(
      (
        await spApiClient(
          simulator,
          'eu',
          tokens.access_token,
        )('GET', '/sellers/v1/marketplaceParticipations')
      ).status,
    ).toBe(200);

    const second = await exchange();
    expect(second.status).toBe(400);
    expect(await bodyOf(second)).toEqual({
      error: 'invalid_grant',
      error_description: 'The request has an invalid grant parameter : code',
    });
  });

  it('refuses a code with another redirect_uri than the consent used, and one without any', async () => {
    const code = await consentCode();
    const other = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://127.0.0.1:3999/elsewhere',
      ...client(),
    });
    expect(other.status).toBe(400);
    expect((await bodyOf(other)).error_description).toBe(
      'The request has an invalid grant parameter : redirect_uri',
    );
    const none = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'authorization_code',
      code,
      ...client(),
    });
    expect(none.status).toBe(400);
    expect((await bodyOf(none)).error).toBe('invalid_request');
  });

  it('lets a code expire after 5 minutes', async () => {
    const fresh = await consentCode();
    const stale = await consentCode();
    clock.advance(4 * MINUTE);
    const inTime = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'authorization_code',
      code: fresh,
      redirect_uri: REDIRECT,
      ...client(),
    });
    expect(inTime.status).toBe(200);
    clock.advance(MINUTE + 1000);
    const late = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'authorization_code',
      code: stale,
      redirect_uri: REDIRECT,
      ...client(),
    });
    expect(late.status).toBe(400);
    expect((await bodyOf(late)).error).toBe('invalid_grant');
  });
});

describe('LWA token endpoint, client_credentials grant', () => {
  it('issues a grantless token that opens no seller data', async () => {
    const response = await postForm(simulator.lwaTokenUrl, {
      grant_type: 'client_credentials',
      scope: 'sellingpartnerapi::notifications',
      ...client(),
    });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.refresh_token).toBeUndefined();
    expect(body.scope).toBe('sellingpartnerapi::notifications');
    const answer = await spApiClient(
      simulator,
      'na',
      body.access_token,
    )('GET', '/sellers/v1/marketplaceParticipations');
    expect(answer.status).toBe(403);
  });
});

describe('refresh tokens across restarts', () => {
  it('are still accepted by a new simulator with the same app credentials, and refused by another app', async () => {
    const refreshToken = simulator.control.issueRefreshToken('A2FESIMSELLER1');
    const restarted = await startSpApiSimulator();
    const otherApp = await startSpApiSimulator({ clientSecret: 'another-secret' });
    try {
      const again = await postForm(restarted.lwaTokenUrl, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        ...client(),
      });
      expect(again.status).toBe(200);
      const refused = await postForm(otherApp.lwaTokenUrl, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: otherApp.clientId,
        client_secret: otherApp.clientSecret,
      });
      expect(refused.status).toBe(400);
      const tampered = refreshToken.replace(
        /^Atzr\|[\w-]+/,
        `Atzr|${Buffer.from('A2NASIMSELLER1').toString('base64url')}`,
      );
      const forged = await postForm(restarted.lwaTokenUrl, {
        grant_type: 'refresh_token',
        refresh_token: tampered,
        ...client(),
      });
      expect(forged.status).toBe(400);
    } finally {
      await restarted.close();
      await otherApp.close();
    }
  });
});
