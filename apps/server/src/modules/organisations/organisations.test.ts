import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function form(fields: Record<string, string>, logo?: { bytes: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (logo) data.set('logo', new Blob([logo.bytes], { type: logo.type }), logo.name);
  return data;
}

describe('updating the organisation', () => {
  it('renames it and stores a logo that its members read back by URL, and no one else', async () => {
    const { client, organisation } = await signUp(server);
    const response = await client.post(
      `/api/organisations/${organisation.ulid}/`,
      form({ name: 'Renamed Ltd' }, { bytes: PNG, name: 'logo.png', type: 'image/png' }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ name: 'Renamed Ltd', role: 'owner' });
    const logoUrl: string = response.body.data.logo;
    expect(logoUrl).toMatch(
      new RegExp(`^/api/organisations/${organisation.ulid.toLowerCase()}/logo/[A-Za-z0-9_-]{32}$`),
    );
    const served = await client.getBytes(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.bytes.equals(PNG)).toBe(true);
    // Signed out, and signed in to another organisation: nothing.
    expect((await fetch(`${server.url}${logoUrl}`)).status).toBe(401);
    const { client: outsider } = await signUp(server);
    expect((await outsider.getBytes(logoUrl)).status).toBe(404);
  });

  it('replaces and removes the logo, deleting the old file', async () => {
    const { client, organisation } = await signUp(server);
    const url = `/api/organisations/${organisation.ulid}/`;
    const first = (
      await client.post(url, form({ name: 'A' }, { bytes: PNG, name: 'a.png', type: 'image/png' }))
    ).body.data.logo;
    const second = (
      await client.post(url, form({ name: 'A' }, { bytes: PNG, name: 'b.png', type: 'image/png' }))
    ).body.data.logo;
    expect(second).not.toBe(first);
    expect((await client.getBytes(second)).status).toBe(200);
    expect((await client.getBytes(first)).status).toBe(404);
    const removed = await client.post(url, form({ name: 'A', remove_logo: '1' }));
    expect(removed.body.data.logo).toBeNull();
    expect((await client.getBytes(second)).status).toBe(404);
    // Deleted from the store, not only unlinked.
    const [, key] = /\/logo\/(.+)$/.exec(second) ?? [];
    expect(await server.ctx.files.open({ organisationId: organisation.id, key: key as string })).toBeNull();
  });

  it('accepts JSON for a rename without a logo', async () => {
    const { client, organisation } = await signUp(server);
    const response = await client.post(`/api/organisations/${organisation.ulid}/`, { name: 'Json Name' });
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe('Json Name');
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const { client, organisation } = await signUp(server);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await client.post(
      `/api/organisations/${organisation.ulid}/`,
      form({ name: 'X' }, { bytes: svg, name: 'logo.png', type: 'image/png' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.logo).toEqual(['The logo must be an image (PNG, JPEG, WebP or GIF).']);
    expect(response.body.code).toBe('organisations.logo_not_image');
    expect((await client.get('/api/users/me')).body.data.current_organisation.name).not.toBe('X');
  });

  it('refuses a logo over 2 MiB', async () => {
    const { client, organisation } = await signUp(server);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const response = await client.post(
      `/api/organisations/${organisation.ulid}/`,
      form({ name: 'Big' }, { bytes: big, name: 'big.png', type: 'image/png' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.logo?.[0]).toMatch(/must not be greater than 2048 kilobytes/);
    expect(response.body.code).toBe('organisations.logo_too_large');
  });

  it('requires a name', async () => {
    const { client, organisation } = await signUp(server);
    const response = await client.post(`/api/organisations/${organisation.ulid}/`, form({ name: '  ' }));
    expect(response.status).toBe(422);
    expect(response.body.errors.name).toEqual(['The name field is required.']);
  });

  it('is for admins (403 for members) and invisible to outsiders (404)', async () => {
    const { base, members } = await teamWith(server, ['member', 'admin']);
    expect((await members.member?.client.post(`${base}/`, { name: 'Nope' }))?.status).toBe(403);
    expect((await members.admin?.client.post(`${base}/`, { name: 'Admin Rename' }))?.status).toBe(200);
    const outsider = await signUp(server);
    expect((await outsider.client.post(`${base}/`, { name: 'Hijack' })).status).toBe(404);
  });
});

describe('counts', () => {
  it('returns what needs attention, zero in a new organisation', async () => {
    const { client, organisation } = await signUp(server);
    const response = await client.get(`/api/organisations/${organisation.ulid}/counts`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ disputes: 0, transfers: { drafts: 0, problems: 0 }, skus: 0, orders: 0 });
  });

  it('counts SKUs needing attention: unmapped or without COGS, unless hidden', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const skusCount = async () => (await client.get(`${base}/counts`)).body.skus;
    const sku = (await client.post(`${base}/skus`, { sku_id: 'NEW-1' })).body.data;
    expect(await skusCount()).toBe(1);
    await client.post(`${base}/skus`, { sku_id: 'HIDDEN-1', is_hidden: true });
    expect(await skusCount()).toBe(1);
    const product = (await client.post(`${base}/products`, { name: 'Mat' })).body.data;
    await client.post(`${base}/skus/mapping`, { sku_ids: [sku.id], product_id: product.id });
    expect(await skusCount()).toBe(1);
    expect((await client.put(`${base}/skus/${sku.id}`, { cogs: '2.50' })).status).toBe(200);
    expect(await skusCount()).toBe(0);
    const other = await signUp(server);
    await other.client.post(`/api/organisations/${other.organisation.ulid}/skus`, { sku_id: 'THEIRS' });
    expect(await skusCount()).toBe(0);
  });

  it('is hidden from other organisations', async () => {
    const { organisation } = await signUp(server);
    const other = await signUp(server);
    expect((await other.client.get(`/api/organisations/${organisation.ulid}/counts`)).status).toBe(404);
  });
});

describe('health and docs', () => {
  it('reports version, database and migrations without sign-in', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', version: '2.1.0', database: { reachable: true } });
    expect(response.body.migrations.up_to_date).toBe(true);
    expect(response.body.migrations.applied).toBeGreaterThan(0);
  });

  it('serves an OpenAPI document describing every API route', async () => {
    const response = await server.client().get('/api/docs/json');
    expect(response.status).toBe(200);
    const paths = Object.keys(response.body.paths);
    for (const path of [
      '/api/fortify/login',
      '/api/users/me',
      '/api/organisations/{organisation}/team/{memberId}/update-role',
      '/api/organisations/{organisation}/counts',
    ]) {
      expect(paths).toContain(path);
    }
    const login = response.body.paths['/api/fortify/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    expect(login.responses['422']).toBeDefined();
  });
});
