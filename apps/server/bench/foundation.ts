import { sql } from 'drizzle-orm';
import { sha256 } from '../src/lib/crypto.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { startBenchServer } from './bench-server.ts';
import { formatRow, measure } from './measure.ts';

/** The endpoints every page load hits, on an empty organisation, beside the same work in SQL. */
export async function foundationBench(runs: number): Promise<void> {
  const server = await startBenchServer();
  const { ctx } = server;
  const client = new TestClient(server.baseUrl);

  await client.csrf();
  const email = `bench-${Date.now()}@example.com`;
  const registered = await client.post('/api/fortify/register', {
    name: 'Bench',
    email,
    password: 'benchmark password',
    password_confirmation: 'benchmark password',
  });
  const organisation = registered.body.data.current_organisation.ulid as string;
  const sessionId = sha256(client.cookies.get('stockroom_session') ?? '');

  console.log(`Per-page-load endpoints on ${ctx.database.driver}, ${runs} requests each (after warm-up)\n`);

  const me = await measure(runs, () => client.get('/api/users/me'));
  const meSql = await measure(runs, () =>
    ctx.db.execute(sql`
      select u.*, o.*, m.role from sessions s
      join users u on u.id = s.user_id
      join memberships m on m.user_id = u.id
      join organisations o on o.id = m.organisation_id
      where s.id = ${sessionId} and s.expires_at > now()`),
  );
  console.log(formatRow('GET /api/users/me', me, meSql));

  const counts = await measure(runs, () => client.get(`/api/organisations/${organisation}/counts`));
  const countsSql = await measure(runs, () =>
    ctx.db.execute(sql`
      select o.id, m.role from sessions s
      join memberships m on m.user_id = s.user_id
      join organisations o on o.id = m.organisation_id and o.ulid = ${organisation}
      where s.id = ${sessionId} and s.expires_at > now()`),
  );
  console.log(formatRow('GET …/counts', counts, countsSql));

  const team = await measure(runs, () => client.get(`/api/organisations/${organisation}/team`));
  console.log(formatRow('GET …/team', team));

  const login = await measure(
    Math.min(runs, 30),
    async () => {
      const fresh = new TestClient(client.baseUrl);
      await fresh.csrf();
      await fresh.post('/api/fortify/login', { email, password: 'benchmark password' });
    },
    3,
  );
  console.log(formatRow('csrf-cookie + login (argon2id)', login));

  await server.close();
}
