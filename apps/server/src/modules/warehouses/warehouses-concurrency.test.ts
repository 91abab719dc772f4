import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { testDatabaseUrl } from '../../testing/test-database.ts';
import { useTestServer } from '../../testing/test-server.ts';

/** Races need parallel connections: PostgreSQL only. */
describe.runIf(testDatabaseUrl())('warehouse names under concurrent requests', () => {
  const server = useTestServer();

  it('lets exactly one of five simultaneous creations of one name through', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}/warehouses`;
    const results = await Promise.all(
      ['Hub', 'hub', 'HUB', 'Hub', 'hUb'].map((name) => client.post(base, { name })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    for (const result of results.filter((r) => r.status === 422)) {
      expect(result.body.errors.name).toEqual(['The name has already been taken.']);
      expect(result.body.code).toBe('warehouses.name_taken');
    }
    expect((await client.get(base)).body.meta.total).toBe(1);
  });
});
