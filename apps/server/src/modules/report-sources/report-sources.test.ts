import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decrypt } from '../../lib/crypto.ts';
import { signUp } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { Json } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { openSecret } from './report-source-secrets.domain.ts';
import { reportSources } from './report-sources.tables.ts';

const server = useTestServer();

async function owner() {
  const account = await signUp(server);
  return { ...account, base: `/api/organisations/${account.organisation.ulid}` };
}

async function storedRow(id: number) {
  const [row] = await server.ctx.db.select().from(reportSources).where(eq(reportSources.id, id));
  if (!row) throw new Error('no row');
  return row;
}

const SECRETS = {
  auth_token: 'Atzr|refresh-token-1',
  client_key: 'amzn1.application-oa2-client.1',
  client_secret: 's3cret!',
};

describe('creating report sources', () => {
  it('creates a source with defaults, stores secrets encrypted and returns only flags', async () => {
    const { client, base } = await owner();
    const response = await client.post(`${base}/report-sources`, {
      name: 'US Seller Central',
      type: 'amazon',
      ...SECRETS,
    });
    expect(response.status).toBe(201);
    const source = response.body.data;
    expect(source).toMatchObject({
      name: 'US Seller Central',
      type: 'amazon',
      region_code: 'Unknown',
      has_daily_sync: true,
      has_auth_token: true,
      has_client_key: true,
      has_client_secret: true,
      sales_channels: [],
      orders_exists: false,
      seller_partner_id: null,
    });
    expect(source.ulid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(source.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const body = JSON.stringify(response.body);
    for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
    expect(source).not.toHaveProperty('auth_token');

    const row = await storedRow(source.id);
    const key = server.ctx.config.appKey;
    expect(row.authTokenEncrypted).not.toContain(SECRETS.auth_token);
    expect(row.clientSecretEncrypted).not.toContain(SECRETS.client_secret);
    const organisationId = row.organisationId;
    expect(openSecret(key, { organisationId, field: 'auth_token' }, row.authTokenEncrypted ?? '')).toBe(
      SECRETS.auth_token,
    );
    expect(openSecret(key, { organisationId, field: 'client_key' }, row.clientKeyEncrypted ?? '')).toBe(
      SECRETS.client_key,
    );
    expect(openSecret(key, { organisationId, field: 'client_secret' }, row.clientSecretEncrypted ?? '')).toBe(
      SECRETS.client_secret,
    );
    // Bound to its organisation and column: copied anywhere else it does not open.
    expect(() =>
      openSecret(
        key,
        { organisationId: organisationId + 1, field: 'auth_token' },
        row.authTokenEncrypted ?? '',
      ),
    ).toThrow();
    expect(() =>
      openSecret(key, { organisationId, field: 'client_secret' }, row.authTokenEncrypted ?? ''),
    ).toThrow();
    expect(() => decrypt(key, row.authTokenEncrypted ?? '')).toThrow();
  });

  it('takes region, seller id and daily sync when given; a source without secrets has no flags', async () => {
    const { client, base } = await owner();
    const response = await client.post(`${base}/report-sources`, {
      name: 'EU',
      type: 'amazon',
      region_code: 'EU',
      seller_partner_id: 'A2SELLER',
      has_daily_sync: false,
    });
    expect(response.body.data).toMatchObject({
      region_code: 'EU',
      seller_partner_id: 'A2SELLER',
      has_daily_sync: false,
      has_auth_token: false,
      has_client_key: false,
      has_client_secret: false,
    });
  });

  it('validates name, type and region (422)', async () => {
    const { client, base } = await owner();
    const response = await client.post(`${base}/report-sources`, { type: 'fax', region_code: 'Mars' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      name: ['The name field is required.'],
      type: ['The selected type is invalid.'],
      region_code: ['The selected region is invalid.'],
    });
  });
});

describe('listing, updating and deleting', () => {
  it('lists the organisation’s sources as a plain list with their sales channels', async () => {
    const { client, base } = await owner();
    const other = await owner();
    await other.client.post(`${other.base}/report-sources`, { name: 'Not mine', type: 'manual' });
    const source = (await client.post(`${base}/report-sources`, { name: 'Mine', type: 'amazon' })).body.data;
    await client.post(`${base}/sales-channels`, {
      name: 'Amazon.com',
      type: 'amazon',
      report_source_id: source.id,
    });
    const response = await client.get(`${base}/report-sources`);
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('meta');
    expect(response.body.data.map((s: Json) => s.name)).toEqual(['Mine']);
    expect(response.body.data[0].sales_channels).toEqual([
      {
        report_source_id: source.id,
        sales_channel_id: expect.any(Number),
        name: 'Amazon.com',
        type: 'amazon',
      },
    ]);
  });

  it('PUT changes only the allowed fields: kept, cleared and replaced secrets; other keys ignored', async () => {
    const { client, base } = await owner();
    const source = (
      await client.post(`${base}/report-sources`, {
        name: 'Before',
        type: 'amazon',
        region_code: 'NA',
        seller_partner_id: 'KEEP',
        ...SECRETS,
      })
    ).body.data;
    const before = await storedRow(source.id);
    const response = await client.put(`${base}/report-sources/${source.id}`, {
      name: 'After',
      type: 'three_pl',
      has_daily_sync: false,
      client_key: null,
      client_secret: 'new-secret',
      region_code: 'FE',
      seller_partner_id: 'CHANGED',
      uuid: 'not-a-uuid',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'After',
      type: 'three_pl',
      has_daily_sync: false,
      region_code: 'NA',
      seller_partner_id: 'KEEP',
      uuid: source.uuid,
      has_auth_token: true,
      has_client_key: false,
      has_client_secret: true,
    });
    const after = await storedRow(source.id);
    expect(after.authTokenEncrypted).toBe(before.authTokenEncrypted);
    expect(after.clientKeyEncrypted).toBeNull();
    expect(
      openSecret(
        server.ctx.config.appKey,
        { organisationId: after.organisationId, field: 'client_secret' },
        after.clientSecretEncrypted ?? '',
      ),
    ).toBe('new-secret');
    // An empty secret from an untouched form field keeps what is stored.
    await client.put(`${base}/report-sources/${source.id}`, {
      name: 'After',
      type: 'three_pl',
      auth_token: '',
    });
    expect((await storedRow(source.id)).authTokenEncrypted).toBe(before.authTokenEncrypted);
  });

  it('validates PUT (422) and deletes (204), after which the source is gone and warehouses let go of it', async () => {
    const { client, base } = await owner();
    const source = (await client.post(`${base}/report-sources`, { name: 'Temp', type: 'manual' })).body.data;
    const invalid = await client.put(`${base}/report-sources/${source.id}`, { name: '', type: 'amazon' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.name).toEqual(['The name field is required.']);
    const warehouse = (
      await client.post(`${base}/warehouses`, { name: 'Fed by Temp', report_source_id: source.id })
    ).body.data;
    expect((await client.delete(`${base}/report-sources/${source.id}`)).status).toBe(204);
    expect((await client.get(`${base}/report-sources/${source.id}`)).status).toBe(404);
    const shown = await client.get(`${base}/warehouses/${warehouse.ulid}`);
    expect(shown.body.data).toMatchObject({ report_source_id: null, report_source: null });
  });
});

describe('who may do what', () => {
  it('answers 404 for another organisation’s source and leaves it untouched', async () => {
    const mine = await owner();
    const theirs = await owner();
    const source = (
      await theirs.client.post(`${theirs.base}/report-sources`, { name: 'Theirs', type: 'amazon' })
    ).body.data;
    const path = `${mine.base}/report-sources/${source.id}`;
    expect((await mine.client.get(path)).status).toBe(404);
    expect((await mine.client.put(path, { name: 'Stolen', type: 'amazon' })).status).toBe(404);
    expect((await mine.client.delete(path)).status).toBe(404);
    const row = await server.ctx.db
      .select()
      .from(reportSources)
      .where(and(eq(reportSources.id, source.id), eq(reportSources.organisationId, theirs.organisation.id)));
    expect(row[0]?.name).toBe('Theirs');
  });

  it('lets viewers and members read; only admins and owners write (403 otherwise)', async () => {
    const { owner: boss, base, members } = await teamWith(server, ['viewer', 'member', 'admin']);
    const source = (await boss.client.post(`${base}/report-sources`, { name: 'Source', type: 'amazon' })).body
      .data;
    for (const role of ['viewer', 'member'] as const) {
      const client = members[role]?.client;
      if (!client) throw new Error('team');
      expect((await client.get(`${base}/report-sources`)).status).toBe(200);
      expect((await client.get(`${base}/report-sources/${source.id}`)).status).toBe(200);
      expect((await client.post(`${base}/report-sources`, { name: 'X', type: 'amazon' })).status).toBe(403);
      expect(
        (await client.put(`${base}/report-sources/${source.id}`, { name: 'X', type: 'amazon' })).status,
      ).toBe(403);
      expect((await client.delete(`${base}/report-sources/${source.id}`)).status).toBe(403);
    }
    const admin = members.admin?.client;
    expect(
      (await admin?.put(`${base}/report-sources/${source.id}`, { name: 'By admin', type: 'amazon' }))?.status,
    ).toBe(200);
  });
});
