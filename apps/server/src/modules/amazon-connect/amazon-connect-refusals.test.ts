import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { reportSources } from '../report-sources/report-sources.tables.ts';
import {
  callback,
  confirmOnAmazon,
  connect,
  connectedSourceId,
  startConnect,
  useSimulatedAmazon,
} from './amazon-connect-flow.testing.ts';
import { AMAZON_STATE_LIFETIME_SECONDS, signAmazonState } from './amazon-connect-state.domain.ts';

const EU_SELLER = 'A2EUSIMSELLER1';

const amazon = useSimulatedAmazon();
const { server } = amazon;

/** Where a failed connection sends the browser: the form, saying why, for the organisation. */
const formWith = (error: string, organisationUlid: string) =>
  `/amazon/connect?${new URLSearchParams({ error, organisation: organisationUlid })}`;
const path = (location: URL) => `${location.pathname}${location.search}`;

async function storedSources(organisationId: number) {
  return server.ctx.db.select().from(reportSources).where(eq(reportSources.organisationId, organisationId));
}

describe('Connect Amazon refuses', () => {
  it('a state that was changed or is not one, and stores nothing', async () => {
    const { client, organisation } = await signUp(server);
    const back = await confirmOnAmazon(
      await startConnect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }),
      EU_SELLER,
    );
    const forged = new URL(back);
    const [payload] = (back.searchParams.get('state') ?? '').split('.');
    forged.searchParams.set('state', `${payload}.${'0'.repeat(64)}`);
    expect(path(await callback(client, forged))).toBe(formWith('invalid_state', organisation.ulid));
    const garbage = new URL(
      '/api/amazon/callback?state=garbage&selling_partner_id=A1&spapi_oauth_code=x',
      'http://app',
    );
    expect(path(await callback(client, garbage))).toBe('/amazon/connect?error=invalid_state');
    expect(await storedSources(organisation.id)).toEqual([]);

    // The genuine state still works; the code it came with was never spent.
    connectedSourceId(await callback(client, back), organisation.ulid);
  });

  it('a state older than its lifetime', async () => {
    const { client, user, organisation } = await signUp(server);
    const back = await confirmOnAmazon(
      await startConnect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }),
      EU_SELLER,
    );
    const issued = new Date(Date.now() - (AMAZON_STATE_LIFETIME_SECONDS + 60) * 1000);
    const old = signAmazonState(
      server.ctx.config.appKey,
      {
        organisationUlid: organisation.ulid,
        userId: user.id,
        name: 'Amazon EU',
        homeSite: 'DE',
        region: 'eu',
        reportSourceId: null,
      },
      issued,
    );
    back.searchParams.set('state', old);
    expect(path(await callback(client, back))).toBe(formWith('expired_state', organisation.ulid));
    expect(await storedSources(organisation.id)).toEqual([]);
  });

  it("another user's state (even an admin's of the organisation), an ended session, and a role lost at Amazon", async () => {
    const { owner, base, members, organisation } = await teamWith(server, ['admin', 'viewer']);
    const admin = members.admin?.client as TestClient;
    const back = await confirmOnAmazon(
      await startConnect(owner.client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }),
      EU_SELLER,
    );
    expect(path(await callback(admin, back))).toBe(formWith('other_user', organisation.ulid));
    expect(path(await callback(server.client(), back))).toBe(formWith('other_user', organisation.ulid));

    const demoted = await confirmOnAmazon(
      await startConnect(admin, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }),
      EU_SELLER,
    );
    const adminId = members.admin?.user.id;
    expect((await owner.client.put(`${base}/team/${adminId}/update-role`, { role: 'viewer' })).status).toBe(
      200,
    );
    expect(path(await callback(admin, demoted))).toBe(formWith('forbidden', organisation.ulid));
    expect(await storedSources(organisation.id)).toEqual([]);

    // Viewers cannot start it; outsiders do not see the organisation at all.
    const viewer = members.viewer?.client as TestClient;
    expect((await viewer.post(`${base}/amazon/connect`, { name: 'X', home_site: 'DE' })).status).toBe(403);
    const outsider = await signUp(server);
    expect(
      (await outsider.client.post(`${base}/amazon/connect`, { name: 'X', home_site: 'DE' })).status,
    ).toBe(404);
  });

  it("another organisation's report source", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server);
    const source = await theirs.client.post(`/api/organisations/${theirs.organisation.ulid}/report-sources`, {
      name: 'Theirs',
      type: 'amazon',
    });
    const refused = await mine.client.post(`/api/organisations/${mine.organisation.ulid}/amazon/connect`, {
      name: 'Mine',
      home_site: 'DE',
      report_source_id: source.body.data.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'amazon_connect.invalid_report_source',
      errors: { report_source_id: ['The selected report source is invalid.'] },
    });
  });

  it('a code Amazon no longer accepts, a declined consent and an answer without a code', async () => {
    const { client, organisation } = await signUp(server);
    const back = await confirmOnAmazon(
      await startConnect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }),
      EU_SELLER,
    );
    connectedSourceId(await callback(client, back), organisation.ulid);
    // The same code twice: LWA refuses it (invalid_grant), nothing changes.
    const [before] = await storedSources(organisation.id);
    expect(path(await callback(client, back))).toBe(formWith('exchange_failed', organisation.ulid));
    expect(await storedSources(organisation.id)).toEqual([before]);

    const declined = new URL(back);
    declined.searchParams.delete('spapi_oauth_code');
    declined.searchParams.set('error', 'access_denied');
    expect(path(await callback(client, declined))).toBe(formWith('declined', organisation.ulid));
    declined.searchParams.delete('error');
    expect(path(await callback(client, declined))).toBe(formWith('amazon_error', organisation.ulid));
  });

  it('a report source of another seller account or region, and a seller account that already has a source', async () => {
    const { client, organisation } = await signUp(server);
    const eu = connectedSourceId(
      await connect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }, EU_SELLER),
      organisation.ulid,
    );
    // Another region's site is refused before Amazon: the source's authorization is its region's.
    const intoEu = await client.post(`/api/organisations/${organisation.ulid}/amazon/connect`, {
      name: 'Amazon US',
      home_site: 'US',
      report_source_id: eu,
    });
    expect(intoEu.status).toBe(422);
    expect(intoEu.body).toMatchObject({
      message: 'This source is connected in Europe: choose a home site of that region.',
      errors: { home_site: ['This source is connected in Europe: choose a home site of that region.'] },
      code: 'amazon_connect.home_site_of_another_region',
    });
    // Another seller account of the region is refused when Amazon sends it back.
    const other = await client.post(`/api/organisations/${organisation.ulid}/report-sources`, {
      name: 'Other seller',
      type: 'amazon',
      region_code: 'EU',
      seller_partner_id: 'A2OTHERSELLER9',
    });
    const intoOther = await connect(
      client,
      organisation.ulid,
      { name: 'Amazon EU', home_site: 'GB', report_source_id: other.body.data.id },
      EU_SELLER,
    );
    expect(path(intoOther)).toBe(formWith('seller_mismatch', organisation.ulid));

    const manual = await client.post(`/api/organisations/${organisation.ulid}/report-sources`, {
      name: 'Spreadsheet',
      type: 'manual',
    });
    const duplicate = await connect(
      client,
      organisation.ulid,
      { name: 'Amazon EU', home_site: 'DE', report_source_id: manual.body.data.id },
      EU_SELLER,
    );
    expect(path(duplicate)).toBe(formWith('already_connected', organisation.ulid));
    const sources = await storedSources(organisation.id);
    expect(sources.map((source) => [source.name, source.type, source.sellerPartnerId]).sort()).toEqual([
      ['Amazon EU', 'amazon', EU_SELLER],
      ['Other seller', 'amazon', 'A2OTHERSELLER9'],
      ['Spreadsheet', 'manual', null],
    ]);
  });

  it('Amazon being unavailable after the code exchange: nothing is stored, and the form says to try later', async () => {
    const { client, organisation } = await signUp(server);
    const participations = () =>
      amazon.simulator.control.calls().filter((call) => call.operation === 'getMarketplaceParticipations');
    const before = participations().length;
    // Amazon's rate limit: getMarketplaceParticipations refills one call a minute (0.016 a second).
    // A connect cannot be put back like a job (decision 24): a browser waits on the callback, so
    // the client does not wait the minute nor ask again, and the seller is told to try later.
    amazon.simulator.control.throttleNext('getMarketplaceParticipations', 1);
    const started = performance.now();
    const location = await connect(
      client,
      organisation.ulid,
      { name: 'Amazon EU', home_site: 'DE' },
      EU_SELLER,
    );
    expect(path(location)).toBe(formWith('amazon_unavailable', organisation.ulid));
    expect(await storedSources(organisation.id)).toEqual([]);
    expect(
      participations()
        .slice(before)
        .map((call) => call.status),
    ).toEqual([429]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
