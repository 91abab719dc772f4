import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createAppContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { formatRow, measure } from './measure.ts';

/**
 * `npm run bench`: request latency of the endpoints every page load hits, over real HTTP, beside
 * the same work done directly in SQL; the ratio is the figure (the cost of the HTTP, session,
 * tenancy and serialisation layers). PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const dataDir = await mkdtemp(join(tmpdir(), 'sbo-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  LOG_LEVEL: 'silent',
});
const ctx = await createAppContext({ config, log: pino({ level: 'silent' }) });
const app = await buildApp({ ctx });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const client = new TestClient(`http://127.0.0.1:${address.port}`);

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

console.log(`Benchmark on ${ctx.database.driver}, ${RUNS} requests each (after warm-up)\n`);

const me = await measure(RUNS, () => client.get('/api/users/me'));
const meSql = await measure(RUNS, () =>
  ctx.db.execute(sql`
    select u.*, o.*, m.role from sessions s
    join users u on u.id = s.user_id
    join memberships m on m.user_id = u.id
    join organisations o on o.id = m.organisation_id
    where s.id = ${sessionId} and s.expires_at > now()`),
);
console.log(formatRow('GET /api/users/me', me, meSql));

const counts = await measure(RUNS, () => client.get(`/api/organisations/${organisation}/counts`));
const countsSql = await measure(RUNS, () =>
  ctx.db.execute(sql`
    select o.id, m.role from sessions s
    join memberships m on m.user_id = s.user_id
    join organisations o on o.id = m.organisation_id and o.ulid = ${organisation}
    where s.id = ${sessionId} and s.expires_at > now()`),
);
console.log(formatRow('GET …/counts', counts, countsSql));

const team = await measure(RUNS, () => client.get(`/api/organisations/${organisation}/team`));
console.log(formatRow('GET …/team', team));

const login = await measure(
  Math.min(RUNS, 30),
  async () => {
    const fresh = new TestClient(client.baseUrl);
    await fresh.csrf();
    await fresh.post('/api/fortify/login', { email, password: 'benchmark password' });
  },
  3,
);
console.log(formatRow('csrf-cookie + login (argon2id)', login));

await app.close();
await ctx.database.close();
await rm(dataDir, { recursive: true, force: true });
