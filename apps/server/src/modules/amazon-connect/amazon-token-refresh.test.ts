import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { amazonClients } from '../report-requests/marketplace.client.ts';
import { refreshAmazonTokens } from './amazon-connect.jobs.ts';
import { connect, connectedSourceId, useSimulatedAmazon } from './amazon-connect-flow.testing.ts';

const EU_SELLER = 'A2EUSIMSELLER1';
const NA_SELLER = 'A2NASIMSELLER1';

const amazon = useSimulatedAmazon();
const { server } = amazon;

async function healthSource(client: TestClient, ulid: string, id: number) {
  const health = (await client.get(`/api/organisations/${ulid}/stock/health`)).body.data;
  return health.sources.find((source: { id: number }) => source.id === id);
}

const tokenGrants = () =>
  amazon.simulator.control.calls().filter((call) => call.path === '/auth/o2/token' && call.status === 200)
    .length;

describe('the Amazon token refresh job', () => {
  it("renews each connected source's token, and records a revoked authorization until the seller connects again", async () => {
    const eu = await signUp(server);
    const euId = connectedSourceId(
      await connect(eu.client, eu.organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }, EU_SELLER),
      eu.organisation.ulid,
    );
    const na = await signUp(server);
    const naId = connectedSourceId(
      await connect(na.client, na.organisation.ulid, { name: 'Amazon NA', home_site: 'US' }, NA_SELLER),
      na.organisation.ulid,
    );
    // A manual source has nothing to refresh.
    await eu.client.post(`/api/organisations/${eu.organisation.ulid}/report-sources`, {
      name: 'Files',
      type: 'manual',
    });
    const { config } = server.ctx;
    const clients = amazonClients(config.amazon, config.appKey);
    const log = pino({ level: 'silent' });
    let now = new Date('2030-05-01T10:00:00Z');
    const run = () => refreshAmazonTokens({ db: server.ctx.db, clients, log, now: () => now });

    const grantsBefore = tokenGrants();
    expect(await run()).toEqual({ accepted: 2, refused: 0 });
    // One new access token per source, each from Login with Amazon.
    expect(tokenGrants() - grantsBefore).toBe(2);
    expect(await healthSource(eu.client, eu.organisation.ulid, euId)).toMatchObject({
      authorization_checked_at: '2030-05-01T10:00:00.000Z',
      authorization_error: null,
    });

    // The EU seller removes the app in Seller Central: only its source says so.
    amazon.simulator.control.revokeAuthorization(EU_SELLER);
    now = new Date('2030-05-01T10:30:00Z');
    expect(await run()).toEqual({ accepted: 1, refused: 1 });
    const refused = await healthSource(eu.client, eu.organisation.ulid, euId);
    expect(refused.authorization_checked_at).toBe('2030-05-01T10:30:00.000Z');
    expect(refused.authorization_error).toMatch(/no longer accepts this connection/);
    expect(await healthSource(na.client, na.organisation.ulid, naId)).toMatchObject({
      authorization_error: null,
    });

    // Connecting the seller again clears it.
    await connect(
      eu.client,
      eu.organisation.ulid,
      { name: 'Amazon EU', home_site: 'DE', report_source_id: euId },
      EU_SELLER,
    );
    expect((await healthSource(eu.client, eu.organisation.ulid, euId)).authorization_error).toBeNull();
    now = new Date('2030-05-01T11:00:00Z');
    expect(await run()).toEqual({ accepted: 2, refused: 0 });
  });

  it('leaves the state as it was when Login with Amazon cannot be reached', async () => {
    const eu = await signUp(server);
    const euId = connectedSourceId(
      await connect(eu.client, eu.organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }, EU_SELLER),
      eu.organisation.ulid,
    );
    const before = await healthSource(eu.client, eu.organisation.ulid, euId);
    const unreachable = {
      ...server.ctx.config.amazon,
      lwaTokenUrl: 'http://127.0.0.1:9/auth/o2/token',
    };
    const clients = amazonClients(unreachable, server.ctx.config.appKey);
    const outcome = await refreshAmazonTokens({ db: server.ctx.db, clients, log: pino({ level: 'silent' }) });
    expect(outcome.refused).toBe(0);
    const after = await healthSource(eu.client, eu.organisation.ulid, euId);
    expect(after.authorization_checked_at).toBe(before.authorization_checked_at);
    expect(after.authorization_error).toBeNull();
  });
});
