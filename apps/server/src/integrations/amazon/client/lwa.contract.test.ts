import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentUrlFor } from './amazon-endpoints.ts';
import { AmazonAuthorizationError } from './amazon-errors.ts';
import { simulatorEndpoints, testClock } from './contract-test-support.ts';
import { exchangeAuthorizationCode, refreshAccessToken } from './lwa.ts';

const REDIRECT_URI = 'http://127.0.0.1:3000/api/amazon/callback';
const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, redirectUris: [REDIRECT_URI] });
});
afterAll(() => simulator?.close());

/** The seller on Amazon's consent page: opens the link, picks the account, confirms. */
async function consent(sellingPartnerId: string, state = 'state-1') {
  const link = new URL(
    consentUrlFor(simulatorEndpoints(simulator), {
      sellerCentralHost: 'sellercentral-europe.amazon.com',
      state,
      redirectUri: REDIRECT_URI,
    }),
  );
  expect((await fetch(link)).status).toBe(200);
  const confirmed = await fetch(`${link.origin}${link.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(link.searchParams),
      selling_partner_id: sellingPartnerId,
    }),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(302);
  const back = new URL(confirmed.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe(state);
  expect(back.searchParams.get('selling_partner_id')).toBe(sellingPartnerId);
  return back.searchParams.get('spapi_oauth_code') ?? '';
}

describe('Login with Amazon against the simulator', () => {
  it("exchanges the seller's consent code for a refresh token and an hour's access token, once", async () => {
    const endpoints = simulatorEndpoints(simulator);
    const code = await consent('A2EUSIMSELLER1');
    const granted = await exchangeAuthorizationCode(endpoints, {
      code,
      redirectUri: REDIRECT_URI,
      now: clock.now,
    });
    expect(granted.refreshToken).toMatch(/^Atzr\|/);
    expect(granted.accessToken).toMatch(/^Atza\|/);
    expect(granted.expiresAt.getTime()).toBe(clock.now().getTime() + 3_600_000);

    const again = await exchangeAuthorizationCode(endpoints, { code, redirectUri: REDIRECT_URI }).catch(
      (caught: unknown) => caught,
    );
    expect(again).toBeInstanceOf(AmazonAuthorizationError);
    expect(again).toMatchObject({
      operation: 'exchangeAuthorizationCode',
      status: 400,
      lwaError: 'invalid_grant',
      sellerMustReconnect: true,
    });

    const refreshed = await refreshAccessToken(endpoints, granted.refreshToken, undefined, {
      now: clock.now,
    });
    expect(refreshed.accessToken).toMatch(/^Atza\|/);
    expect(refreshed.accessToken).not.toBe(granted.accessToken);
  });

  it('refuses an unknown refresh token as a lost grant, and wrong app credentials as the app’s fault', async () => {
    const endpoints = simulatorEndpoints(simulator);
    await expect(refreshAccessToken(endpoints, 'Atzr|not-issued')).rejects.toMatchObject({
      name: 'AmazonAuthorizationError',
      lwaError: 'invalid_grant',
      sellerMustReconnect: true,
    });
    const refreshToken = simulator.control.issueRefreshToken('A2EUSIMSELLER1');
    const wrong = await refreshAccessToken(endpoints, refreshToken, {
      clientId: endpoints.clientId,
      clientSecret: 'not-the-secret',
    }).catch((caught: unknown) => caught);
    expect(wrong).toBeInstanceOf(AmazonAuthorizationError);
    expect(wrong).toMatchObject({ status: 401, lwaError: 'invalid_client', sellerMustReconnect: false });
  });

  it('refuses a code exchanged with another redirect URI than the consent’s', async () => {
    const code = await consent('A2EUSIMSELLER1', 'state-2');
    await expect(
      exchangeAuthorizationCode(simulatorEndpoints(simulator), {
        code,
        redirectUri: 'http://127.0.0.1:3000/elsewhere',
      }),
    ).rejects.toMatchObject({ name: 'AmazonAuthorizationError', lwaError: 'invalid_grant' });
  });
});
