import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmazonAccessDeniedError } from './amazon-errors.ts';
import { simulatorEndpoints, statusesOf, testClock } from './contract-test-support.ts';
import { createSpApiClient } from './sp-api-client.ts';

const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, accessTokenSeconds: 3600 });
});
afterAll(() => simulator?.close());

const euClient = () =>
  createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'eu',
    refreshToken: simulator.control.issueRefreshToken('A2EUSIMSELLER1'),
    now: clock.now,
  });

describe('the access token of an SP-API client', () => {
  it('is reused through its hour and refreshed a minute before it ends, so Amazon never sees it expired', async () => {
    const spApi = euClient();
    const tokensBefore = statusesOf(simulator, 'lwaToken').length;
    await spApi.getMarketplaceParticipations();
    clock.advance(3600_000 - 90_000);
    await spApi.getMarketplaceParticipations();
    expect(statusesOf(simulator, 'lwaToken').length - tokensBefore).toBe(1);

    // 50 s left: less than the minute's margin, so it is refreshed before the call, not after a 403.
    clock.advance(40_000);
    await spApi.getMarketplaceParticipations();
    expect(statusesOf(simulator, 'lwaToken').length - tokensBefore).toBe(2);
    expect(statusesOf(simulator, 'getMarketplaceParticipations')).not.toContain(403);
  });

  it('refreshes once and repeats the call when Amazon says the token expired (403)', async () => {
    const spApi = euClient();
    await spApi.getMarketplaceParticipations();
    const before = simulator.control.calls().length;
    simulator.control.expireAccessTokens();

    const participations = await spApi.getMarketplaceParticipations();
    expect(participations.length).toBeGreaterThan(0);
    expect(
      simulator.control
        .calls()
        .slice(before)
        .map((call) => `${call.operation} ${call.status}`),
    ).toEqual(['getMarketplaceParticipations 403', 'lwaToken 200', 'getMarketplaceParticipations 200']);
  });

  it('answers any other 403 with AmazonAccessDeniedError, without refreshing or retrying', async () => {
    // An EU seller's authorization does not open the North American endpoint.
    const spApi = createSpApiClient({
      endpoints: simulatorEndpoints(simulator),
      region: 'na',
      refreshToken: simulator.control.issueRefreshToken('A2EUSIMSELLER1'),
      now: clock.now,
    });
    const before = simulator.control.calls().length;
    const error = await spApi.getMarketplaceParticipations().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonAccessDeniedError);
    expect(error).toMatchObject({
      operation: 'getMarketplaceParticipations',
      status: 403,
      errors: [expect.objectContaining({ code: 'Unauthorized' })],
    });
    expect(
      simulator.control
        .calls()
        .slice(before)
        .map((call) => call.operation),
    ).toEqual(['lwaToken', 'getMarketplaceParticipations']);
  });
});
