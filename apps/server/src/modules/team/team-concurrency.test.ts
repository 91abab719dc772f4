import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';

/** Races need real connections in parallel: PGlite serves one at a time, so these run on PostgreSQL. */
describe.runIf(testDatabaseUrl())('under concurrent requests', () => {
  const server = useTestServer();

  it('two owners demoting each other at once leave exactly one owner', async () => {
    const { owner, base, members } = await teamWith(server, ['owner']);
    const second = members.owner;
    if (!second) throw new Error('no second owner');
    const results = await Promise.all([
      owner.client.put(`${base}/team/${second.user.id}/update-role`, { role: 'member' }),
      second.client.put(`${base}/team/${owner.user.id}/update-role`, { role: 'member' }),
    ]);
    // Whichever lands second finds its actor demoted (403) or the target the last owner (422).
    const statuses = results.map((result) => result.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 422]).toContain(statuses[1]);
    const team = await owner.client.get(`${base}/team`);
    const roles = (team.status === 200 ? team : await second.client.get(`${base}/team`)).body.data.map(
      (member: { role: string }) => member.role,
    );
    expect(roles.filter((role: string) => role === 'owner')).toHaveLength(1);
  });

  it('registering one address twice at once creates one account', async () => {
    const email = uniqueEmail('race');
    const clients = [server.client(), server.client()];
    await Promise.all(clients.map((client) => client.csrf()));
    const results = await Promise.all(
      clients.map((client) =>
        client.post('/api/fortify/register', {
          name: 'Racer',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 422]);
  });

  it('an invitation token creates one password even when used twice at once', async () => {
    const { owner, base } = await signUp(server).then(async (o) => ({
      owner: o,
      base: `/api/organisations/${o.organisation.ulid}`,
    }));
    const email = uniqueEmail('invite-race');
    await owner.client.post(`${base}/team`, { email: [email] });
    const token = new URL((await server.lastMailTo(email))?.links.invitation ?? '').searchParams.get('token');
    const clients = [server.client(), server.client()];
    await Promise.all(clients.map((client) => client.csrf()));
    const results = await Promise.all(
      clients.map((client, index) =>
        client.post('/api/signup/create-password', {
          email,
          token,
          password: `password number ${index}`,
          password_confirmation: `password number ${index}`,
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
  });
});
