import { ORGANISATION_CREATE_MAX_PER_HOUR, type Organisation, type User } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('POST /api/organisations', () => {
  it('makes the signed-in user the owner of a new organisation, in their list beside the first', async () => {
    const { client, organisation: first } = await signUp(server, { organisation: 'First Brand' });
    const response = await client.post<{ data: Organisation }>('/api/organisations', {
      name: '  Second Brand ',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const created = response.body.data;
    // The organisation shape the user's `organisations` already has, with the role: owner.
    expect(created).toEqual({
      id: expect.any(Number),
      ulid: expect.stringMatching(/^[0-9A-Z]{26}$/),
      name: 'Second Brand',
      logo: null,
      oldest_order_date: null,
      role: 'owner',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const me = await client.get<{ data: User }>('/api/users/me');
    expect(me.body.data.organisations.map((organisation) => organisation.name)).toEqual([
      'First Brand',
      'Second Brand',
    ]);
    expect(me.body.data.organisations.find((organisation) => organisation.ulid === created.ulid)).toEqual(
      created,
    );
    expect(me.body.data.current_organisation?.ulid).toBe(first.ulid);

    // Its routes are open to its owner, and it starts as registration's does: with the reference FCs.
    const base = `/api/organisations/${created.ulid}`;
    expect((await client.get(`${base}/team`)).body.data).toEqual([
      expect.objectContaining({ role: 'owner', status: 'active' }),
    ]);
    const centres = await client.get(`${base}/fulfillment-centers`);
    expect(centres.status).toBe(200);
    expect(centres.body.meta?.total ?? centres.body.data.length).toBeGreaterThan(0);
    // …and to nobody else.
    const stranger = await signUp(server);
    expect((await stranger.client.get(`${base}/team`)).status).toBe(404);
  });

  it('refuses a missing, blank or overlong name with 422 on `name`', async () => {
    const { client } = await signUp(server);
    for (const [body, message] of [
      [{}, 'The name field is required.'],
      [{ name: '   ' }, 'The name field is required.'],
      [{ name: 12 }, 'The name field must be a string.'],
      [{ name: 'x'.repeat(256) }, 'The name field must not be greater than 255 characters.'],
    ] as const) {
      const response = await client.post('/api/organisations', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toEqual({ name: [message] });
    }
    const me = await client.get<{ data: User }>('/api/users/me');
    expect(me.body.data.organisations).toHaveLength(1);
  });

  it('answers 401 when signed out, and 419 without the CSRF token', async () => {
    const visitor = server.client();
    await visitor.csrf();
    const response = await visitor.post('/api/organisations', { name: 'Nobody’s' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    const bare = server.client();
    expect((await bare.post('/api/organisations', { name: 'No token' })).status).toBe(419);
  });

  it(`allows ${ORGANISATION_CREATE_MAX_PER_HOUR} an hour per user, then 429 with Retry-After`, async () => {
    const { client } = await signUp(server);
    for (let n = 1; n <= ORGANISATION_CREATE_MAX_PER_HOUR; n++)
      expect((await client.post('/api/organisations', { name: `Brand ${n}` })).status).toBe(201);
    const refused = await client.post('/api/organisations', { name: 'One too many' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is counted on their own.
    const other = await signUp(server);
    expect((await other.client.post('/api/organisations', { name: 'Theirs' })).status).toBe(201);
  });
});
