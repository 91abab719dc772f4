import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amazonEndpointsOf } from '../../integrations/amazon/client/amazon-endpoints.ts';
import { refreshAccessToken } from '../../integrations/amazon/client/lwa.ts';
import { signUp } from '../../testing/fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { openSecret } from '../report-sources/report-source-secrets.domain.ts';
import { reportSources } from '../report-sources/report-sources.tables.ts';
import {
  connect,
  connectedSourceId,
  startConnect,
  useSimulatedAmazon,
} from './amazon-connect-flow.testing.ts';

const EU_SELLER = 'A2EUSIMSELLER1';
const EU_STOREFRONTS = ['Amazon.co.uk', 'Amazon.de', 'Amazon.es', 'Amazon.fr', 'Amazon.it'];

const amazon = useSimulatedAmazon({ env: { AMAZON_APP_VERSION_BETA: 'true' } });
const { server } = amazon;

const sourcesOf = async (client: TestClient, ulid: string) =>
  (await client.get(`/api/organisations/${ulid}/report-sources`)).body.data;
const channelsOf = async (client: TestClient, ulid: string) =>
  (await client.get(`/api/organisations/${ulid}/sales-channels?per_page=100`)).body.data;

describe('Connect Amazon', () => {
  it("answers the home site's consent link with the app, a signed state, the callback and version=beta", async () => {
    const { client, organisation } = await signUp(server);
    const authorize = await startConnect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' });
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      amazon.simulator.consentPageOf('sellercentral-europe.amazon.com'),
    );
    expect(authorize.searchParams.get('application_id')).toBe(amazon.simulator.applicationId);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/amazon/callback');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
    expect(authorize.searchParams.get('version')).toBe('beta');
    // Amazon's page accepts the link as it is.
    expect((await fetch(authorize)).status).toBe(200);

    const invalid = await client.post(`/api/organisations/${organisation.ulid}/amazon/connect`, {
      name: '',
      region: 'eu',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['home_site', 'name']);
  });

  it('stores the seller account as an Amazon source, its refresh token sealed, with a channel per marketplace', async () => {
    const { client, organisation } = await signUp(server);
    const location = await connect(
      client,
      organisation.ulid,
      { name: 'Amazon EU', home_site: 'DE' },
      EU_SELLER,
    );
    const id = connectedSourceId(location, organisation.ulid);

    const source = (await client.get(`/api/organisations/${organisation.ulid}/report-sources/${id}`)).body
      .data;
    expect(source).toMatchObject({
      name: 'Amazon EU',
      type: 'amazon',
      region_code: 'EU',
      home_site: 'DE',
      seller_partner_id: EU_SELLER,
      has_auth_token: true,
      has_daily_sync: true,
    });
    expect(source.sales_channels.map((channel: { name: string }) => channel.name).sort()).toEqual(
      EU_STOREFRONTS,
    );
    const channels = await channelsOf(client, organisation.ulid);
    expect(channels).toHaveLength(5);
    expect(channels.every((channel: { type: string }) => channel.type === 'amazon')).toBe(true);
    expect(
      channels.find((channel: { name: string }) => channel.name === 'Amazon.de').marketplace.mws_id,
    ).toBe('A1PA6795UKMFR9');

    // Sealed for this organisation's auth_token only, never returned, and a working refresh token.
    const [row] = await server.ctx.db
      .select()
      .from(reportSources)
      .where(and(eq(reportSources.organisationId, organisation.id), eq(reportSources.id, id)));
    const sealed = row?.authTokenEncrypted ?? '';
    expect(sealed).not.toContain('Atzr|');
    const refreshToken = openSecret(
      server.ctx.config.appKey,
      { organisationId: organisation.id, field: 'auth_token' },
      sealed,
    );
    expect(JSON.stringify(source)).not.toContain(refreshToken);
    const endpoints = amazonEndpointsOf(server.ctx.config.amazon);
    if (!endpoints) throw new Error('Amazon is configured in this test');
    await expect(refreshAccessToken(endpoints, refreshToken)).resolves.toHaveProperty('accessToken');
    expect(() =>
      openSecret(
        server.ctx.config.appKey,
        { organisationId: organisation.id + 1, field: 'auth_token' },
        sealed,
      ),
    ).toThrow();
  });

  it('connecting the same seller again updates its source and creates no channel twice', async () => {
    const { client, organisation } = await signUp(server);
    const first = connectedSourceId(
      await connect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }, EU_SELLER),
      organisation.ulid,
    );
    const [before] = await server.ctx.db.select().from(reportSources).where(eq(reportSources.id, first));

    const again = connectedSourceId(
      await connect(client, organisation.ulid, { name: 'Amazon Europe', home_site: 'DE' }, EU_SELLER),
      organisation.ulid,
    );
    expect(again).toBe(first);
    const byId = connectedSourceId(
      await connect(
        client,
        organisation.ulid,
        { name: 'Amazon Europe', home_site: 'DE', report_source_id: first },
        EU_SELLER,
      ),
      organisation.ulid,
    );
    expect(byId).toBe(first);

    const sources = await sourcesOf(client, organisation.ulid);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ id: first, name: 'Amazon Europe', seller_partner_id: EU_SELLER });
    expect(await channelsOf(client, organisation.ulid)).toHaveLength(5);
    // A new authorization replaces the stored refresh token.
    const [after] = await server.ctx.db.select().from(reportSources).where(eq(reportSources.id, first));
    expect(after?.authTokenEncrypted).not.toBe(before?.authTokenEncrypted);
  });

  it("links a channel made by hand for a marketplace instead of adding one, and takes over a channel of the marketplace's name", async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const reference = (await client.get('/api/reference')).body;
    const germany = reference.marketplaces.find(
      (marketplace: { mws_id: string }) => marketplace.mws_id === 'A1PA6795UKMFR9',
    );
    const handMade = await client.post(`${base}/sales-channels`, {
      name: 'Our German shop',
      type: 'amazon',
      marketplace_id: germany.id,
    });
    expect(handMade.status).toBe(201);
    expect((await client.post(`${base}/sales-channels`, { name: 'Amazon.fr', type: 'other' })).status).toBe(
      201,
    );

    const id = connectedSourceId(
      await connect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }, EU_SELLER),
      organisation.ulid,
    );
    const source = (await client.get(`${base}/report-sources/${id}`)).body.data;
    expect(source.sales_channels.map((channel: { name: string }) => channel.name).sort()).toEqual([
      'Amazon.co.uk',
      'Amazon.es',
      'Amazon.fr',
      'Amazon.it',
      'Our German shop',
    ]);
    const channels = await channelsOf(client, organisation.ulid);
    expect(channels.map((channel: { name: string }) => channel.name).sort()).toEqual([
      'Amazon.co.uk',
      'Amazon.es',
      'Amazon.fr',
      'Amazon.it',
      'Our German shop',
    ]);
    // The "Amazon.fr" made without a marketplace is now the marketplace's one channel.
    expect(
      channels.find((channel: { name: string }) => channel.name === 'Amazon.fr').marketplace.mws_id,
    ).toBe('A13V1IB3VIYZZH');
  });

  it('adds a source to the channel another source feeds: one channel per marketplace, named as the marketplace', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const reference = (await client.get('/api/reference')).body;
    const marketplaceOf = (mwsId: string) =>
      reference.marketplaces.find((marketplace: { mws_id: string }) => marketplace.mws_id === mwsId).id;
    // As the demo organisation has them: a source of its own feeding Amazon.com and Amazon.ca.
    const demo = await client.post(`${base}/report-sources`, {
      name: 'Demo NA',
      type: 'amazon',
      region_code: 'NA',
    });
    expect(demo.status).toBe(201);
    for (const [name, mwsId] of [
      ['Amazon.com', 'ATVPDKIKX0DER'],
      ['Amazon.ca', 'A2EUQ1WTGCTBG2'],
    ] as const) {
      const channel = await client.post(`${base}/sales-channels`, {
        name,
        type: 'amazon',
        marketplace_id: marketplaceOf(mwsId),
        report_source_id: demo.body.data.id,
      });
      expect(channel.status).toBe(201);
    }

    const id = connectedSourceId(
      await connect(client, organisation.ulid, { name: 'Amazon US', home_site: 'US' }, 'A2NASIMSELLER1'),
      organisation.ulid,
    );
    const channels = await channelsOf(client, organisation.ulid);
    expect(channels.map((channel: { name: string }) => channel.name).sort()).toEqual([
      'Amazon.ca',
      'Amazon.com',
      'Amazon.com.mx',
    ]);
    const sourcesOfChannel = (name: string) =>
      channels
        .find((channel: { name: string }) => channel.name === name)
        .report_sources.map((source: { name: string }) => source.name)
        .sort();
    expect(sourcesOfChannel('Amazon.com')).toEqual(['Amazon US', 'Demo NA']);
    expect(sourcesOfChannel('Amazon.ca')).toEqual(['Amazon US', 'Demo NA']);
    expect(sourcesOfChannel('Amazon.com.mx')).toEqual(['Amazon US']);
    const source = (await client.get(`${base}/report-sources/${id}`)).body.data;
    expect(source.sales_channels.map((channel: { name: string }) => channel.name).sort()).toEqual([
      'Amazon.ca',
      'Amazon.com',
      'Amazon.com.mx',
    ]);
    // The channel filter of the orders offers each marketplace once.
    expect((await client.get(`${base}/sales-channels?search=amazon.com`)).body.meta.total).toBe(2);
  });

  it('keeps two seller accounts of one organisation apart, each with its own source', async () => {
    const { client, organisation } = await signUp(server);
    const eu = connectedSourceId(
      await connect(client, organisation.ulid, { name: 'Amazon EU', home_site: 'DE' }, EU_SELLER),
      organisation.ulid,
    );
    const na = connectedSourceId(
      await connect(client, organisation.ulid, { name: 'Amazon US', home_site: 'US' }, 'A2NASIMSELLER1'),
      organisation.ulid,
    );
    expect(na).not.toBe(eu);
    const sources = await sourcesOf(client, organisation.ulid);
    expect(sources.map((source: { region_code: string }) => source.region_code).sort()).toEqual(['EU', 'NA']);
    expect(await channelsOf(client, organisation.ulid)).toHaveLength(8);
  });
});
