import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { queryRows } from '../src/db/client.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { startBenchServer } from './bench-server.ts';
import { leanGetter } from './lean-client.ts';
import { formatRow, measure, type Timing } from './measure.ts';

/**
 * The endpoints every page load hits, on an empty organisation, beside the same work in SQL (as
 * one ad hoc statement, the way the issue measured it). Target: at most 2x (issue 7, item 12).
 */
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
  const lean = leanGetter(client);
  const floor = await bareFastifyFloor(runs);
  console.log(formatRow('floor: bare Fastify route, same client', floor));

  const me = await measure(runs, () => lean.get('/api/users/me'));
  const meSql = await measure(runs, () =>
    ctx.db.execute(sql`
      select u.*, o.*, m.role from sessions s
      join users u on u.id = s.user_id
      join memberships m on m.user_id = u.id
      join organisations o on o.id = m.organisation_id
      where s.id = ${sessionId} and s.expires_at > now()`),
  );
  console.log(formatRow('GET /api/users/me', me, meSql));

  const counts = await measure(runs, () => lean.get(`/api/organisations/${organisation}/counts`));
  // Its SQL: who asks and in which organisation (one join), then the count the sidebar shows.
  const countsSql = await measure(runs, async () => {
    const membership = await queryRows<{ id: number }>(
      ctx.db,
      sql`
      select o.id, m.role from sessions s
      join memberships m on m.user_id = s.user_id
      join organisations o on o.id = m.organisation_id and o.ulid = ${organisation}
      where s.id = ${sessionId} and s.expires_at > now()`,
    );
    await ctx.db.execute(sql`
      select count(*)::int from skus
      where organisation_id = ${membership[0]?.id} and (product_id is null or cogs is null) and not is_hidden`);
  });
  console.log(formatRow('GET …/counts', counts, countsSql));

  const team = await measure(runs, () => lean.get(`/api/organisations/${organisation}/team`));
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

  await lean.close();
  await server.close();
}

/** What any request costs this client and Fastify with no work at all: the part no query can remove. */
async function bareFastifyFloor(runs: number): Promise<Timing> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { id: 1, name: 'bare' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const lean = leanGetter(new TestClient(`http://127.0.0.1:${address.port}`));
  try {
    return await measure(runs, () => lean.get('/bare'));
  } finally {
    await lean.close();
    await bare.close();
  }
}
