import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import { accessTokenFor, bodyOf, DAY, spApiClient, testClock } from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const clock = testClock();
let simulator: SpApiSimulator;

beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now });
});
afterAll(() => simulator.close());

const PARTICIPATIONS = '/sellers/v1/marketplaceParticipations';

function unauthorized(details: string) {
  return { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details }] };
}

describe('SP-API access tokens and regions', () => {
  it('answers 403 Unauthorized without a token, or with one it never issued', async () => {
    const missing = await fetch(`${simulator.endpoint('na')}${PARTICIPATIONS}`);
    expect(missing.status).toBe(403);
    expect(await bodyOf(missing)).toEqual(unauthorized('Access token is missing in the request header.'));
    expect(missing.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers.get('x-amzn-ratelimit-limit')).toBeNull();

    const forged = await spApiClient(simulator, 'na', 'Atza|forged')('GET', PARTICIPATIONS);
    expect(forged.status).toBe(403);
    expect(forged.json).toEqual(
      unauthorized('The access token you provided is revoked, malformed or invalid.'),
    );
  });

  it('answers 403 with the expired-token message once tokens are expired, until the client refreshes', async () => {
    const token = await accessTokenFor(simulator, 'A2NASIMSELLER1');
    const api = spApiClient(simulator, 'na', token);
    expect((await api('GET', PARTICIPATIONS)).status).toBe(200);
    simulator.control.expireAccessTokens();
    const expired = await api('GET', PARTICIPATIONS);
    expect(expired.status).toBe(403);
    expect(expired.json).toEqual(unauthorized('The access token you provided has expired.'));
    const refreshed = spApiClient(simulator, 'na', await accessTokenFor(simulator, 'A2NASIMSELLER1'));
    expect((await refreshed('GET', PARTICIPATIONS)).status).toBe(200);
  });

  it('expires an access token an hour after it was issued, by the clock', async () => {
    const api = spApiClient(simulator, 'fe', await accessTokenFor(simulator, 'A2FESIMSELLER1'));
    clock.advance(3599 * 1000);
    expect((await api('GET', PARTICIPATIONS)).status).toBe(200);
    clock.advance(1000);
    expect((await api('GET', PARTICIPATIONS)).json).toEqual(
      unauthorized('The access token you provided has expired.'),
    );
  });

  it("refuses a seller's token at another region's endpoint", async () => {
    const token = await accessTokenFor(simulator, 'A2EUSIMSELLER1');
    expect((await spApiClient(simulator, 'eu', token)('GET', PARTICIPATIONS)).status).toBe(200);
    const wrongRegion = await spApiClient(simulator, 'na', token)('GET', PARTICIPATIONS);
    expect(wrongRegion.status).toBe(403);
    expect(wrongRegion.json.errors[0].code).toBe('Unauthorized');
  });

  it("lists the seller's marketplaces in the Sellers API shape, with the usage-plan headers", async () => {
    const answer = await spApiClient(
      simulator,
      'eu',
      await accessTokenFor(simulator, 'A2EUSIMSELLER1'),
    )('GET', PARTICIPATIONS);
    expect(answer.headers.get('x-amzn-ratelimit-limit')).toBe('0.016');
    expect(answer.headers.get('x-amzn-requestid')).toBeTruthy();
    expect(
      answer.json.payload.map(
        (entry: { marketplace: { countryCode: string } }) => entry.marketplace.countryCode,
      ),
    ).toEqual(['GB', 'DE', 'FR', 'IT', 'ES']);
    expect(answer.json.payload[1]).toEqual({
      marketplace: {
        id: 'A1PA6795UKMFR9',
        name: 'Amazon.de',
        countryCode: 'DE',
        defaultCurrencyCode: 'EUR',
        defaultLanguageCode: 'de_DE',
        domainName: 'www.amazon.de',
      },
      participation: { isParticipating: true, hasSuspendedListings: false },
      storeName: 'Simulated Seller EU',
    });
  });

  it('answers 404 for a path no operation serves', async () => {
    const answer = await spApiClient(
      simulator,
      'na',
      await accessTokenFor(simulator, 'A2NASIMSELLER1'),
    )('GET', '/catalog/v0/items');
    expect(answer.status).toBe(404);
    expect(answer.json.errors[0].code).toBe('NotFound');
  });
});

describe('SP-API usage plans', () => {
  it('answers 429 QuotaExceeded once the burst is spent, per seller', async () => {
    const api = spApiClient(simulator, 'na', await accessTokenFor(simulator, 'A2NASIMSELLER1'));
    const query = { reportTypes: 'GET_FBA_REIMBURSEMENTS_DATA' };
    // getReports: rate 0.0222/s, burst 10.
    for (let call = 0; call < 10; call++)
      expect((await api('GET', '/reports/2021-06-30/reports', { query })).status).toBe(200);
    const throttled = await api('GET', '/reports/2021-06-30/reports', { query });
    expect(throttled.status).toBe(429);
    expect(throttled.json).toEqual({
      errors: [
        {
          code: 'QuotaExceeded',
          message: 'You exceeded your quota for the requested resource.',
          details: '',
        },
      ],
    });
    expect(throttled.headers.get('x-amzn-requestid')).toBeTruthy();
    expect(throttled.headers.get('x-amzn-ratelimit-limit')).toBeNull();

    const otherSeller = spApiClient(simulator, 'eu', await accessTokenFor(simulator, 'A2EUSIMSELLER1'));
    expect((await otherSeller('GET', '/reports/2021-06-30/reports', { query })).status).toBe(200);
  });

  it('throttles the next calls of an operation on request, then lets them through', async () => {
    const api = spApiClient(simulator, 'eu', await accessTokenFor(simulator, 'A2EUSIMSELLER1'));
    simulator.control.throttleNext('getOrders', 2);
    const query = { MarketplaceIds: 'A1PA6795UKMFR9', CreatedAfter: new Date(clock.ms - DAY).toISOString() };
    const statuses = [];
    for (let call = 0; call < 3; call++)
      statuses.push((await api('GET', '/orders/v0/orders', { query })).status);
    expect(statuses).toEqual([429, 429, 200]);
  });

  it('records every call with its operation, method, path and status', async () => {
    const api = spApiClient(simulator, 'fe', await accessTokenFor(simulator, 'A2FESIMSELLER1'));
    await api('GET', PARTICIPATIONS);
    const calls = simulator.control.calls();
    expect(calls.at(-2)).toEqual({
      operation: 'lwaToken',
      method: 'POST',
      path: '/auth/o2/token',
      status: 200,
    });
    expect(calls.at(-1)).toEqual({
      operation: 'getMarketplaceParticipations',
      method: 'GET',
      path: `/fe${PARTICIPATIONS}`,
      status: 200,
    });
    expect(calls.filter((call) => call.status === 429).map((call) => call.operation)).toEqual([
      'getReports',
      'getOrders',
      'getOrders',
    ]);
  });
});
