import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Pool } from 'undici';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createSession } from '../src/modules/auth/sessions.repository.ts';
import { seedDemo } from '../src/modules/demo/seed-demo.usecase.ts';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../src/plugins/session.ts';

/**
 * `npm run load` (not part of CI): the API under many signed-in users, on PostgreSQL, with the
 * demo generator's data (LOAD_SKUS SKUs, LOAD_DAYS days of history), the server in its own process.
 *
 * (a) LOAD_SESSIONS (200) signed-in sessions each load a page every 5 s for LOAD_SECONDS (60):
 *     users/me, then counts and a SKU list page together, and on most pages a fourth call (a
 *     stock adjustment, a product's stock per warehouse or the next list page): ~150 requests/s.
 *     Goal: 0 errors, p99 <= 250 ms.
 * (b) The most requests per second the mixed reads sustain over 200 connections (autocannon,
 *     LOAD_MAX_SECONDS), beside a bare node:http server in the same run as the ceiling.
 *
 * The server's event-loop delay and CPU time per request come from bench/load-probe.ts,
 * preloaded into the server process. LOAD_DATABASE_URL names the database (migrated, and seeded
 * with a new demo organisation); without it a fresh database is created on
 * postgres://postgres@127.0.0.1:5432 and dropped afterwards.
 */
const SKUS = Number(process.env.LOAD_SKUS ?? 5000);
const DAYS = Number(process.env.LOAD_DAYS ?? 365);
const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 20);
const PAGE_EVERY_MS = 5000;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const serverDir = join(import.meta.dirname, '..');

interface Sample {
  name: string;
  ms: number;
  ok: boolean;
}

async function main() {
  const { url, drop } = await loadDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'sbo-load-'));
  const children: ChildProcess[] = [];
  try {
    const fixture = await prepare(url);
    const port = await freePort();
    const server = await startServer({ url, port, dataDir });
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);

    console.log(`\n(a) ${SESSIONS} sessions, a page every ${PAGE_EVERY_MS / 1000} s each, for ${SECONDS} s`);
    await probe(server, 'reset');
    const sessionRun = await runSessions(base, fixture);
    const sessionProbe = await probe(server, 'probe');
    printSessions(sessionRun, sessionProbe);

    console.log(`\n(b) most requests/s of the mixed reads, 200 connections, ${MAX_SECONDS} s each`);
    await probe(server, 'reset');
    const mixed = await cannon('API mixed reads', base, readPaths(fixture, 0), fixture.sessions);
    const mixedProbe = await probe(server, 'probe');
    console.log(
      `  server event-loop delay p50 ${mixedProbe.eventLoopDelayMs.p50.toFixed(1)} ms p99 ` +
        `${mixedProbe.eventLoopDelayMs.p99.toFixed(1)} ms max ${mixedProbe.eventLoopDelayMs.max.toFixed(0)} ms; ` +
        `server CPU ${(mixedProbe.cpuMs / Math.max(1, mixed)).toFixed(2)} ms per request`,
    );
    await cannon('API GET /api/health', base, ['/api/health'], []);
    const barePort = await freePort();
    const bare = startBareServer(barePort);
    children.push(bare);
    await waitForHealth(`http://127.0.0.1:${barePort}`);
    await cannon('bare node:http (ceiling)', `http://127.0.0.1:${barePort}`, ['/'], []);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    await drop();
  }
}

interface Fixture {
  organisation: string;
  sessions: { cookie: string; csrf: string }[];
  warehouses: string[];
  skuIds: number[];
  productIds: number[];
}

/** Migrates and seeds the database, then signs the demo user in SESSIONS times (straight in the table). */
async function prepare(url: string): Promise<Fixture> {
  const handle = await openDatabase({ driver: 'postgres', url });
  try {
    await runMigrations(handle);
    const email = `load-${Date.now()}@example.com`;
    const seeded = await seedDemo({ db: handle.db, options: { skus: SKUS, days: DAYS, seed: 42, email } });
    const { counts } = seeded;
    console.log(
      `Seeded ${counts.skus} SKUs, ${counts.products} products, ${counts.movements} movements ` +
        `(${DAYS} days) in ${(seeded.milliseconds / 1000).toFixed(1)} s`,
    );
    const organisationId = seeded.organisation.id;
    const sessions = [];
    for (let i = 0; i < SESSIONS; i++) {
      const { token, row } = await createSession(handle.db, {
        userId: seeded.user.id,
        remember: true,
        lifetimeMinutes: 120,
      });
      sessions.push({
        cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${row.csrfToken}`,
        csrf: row.csrfToken,
      });
    }
    const warehouses = await queryRows<{ ulid: string }>(
      handle.db,
      sql`select ulid from warehouses where organisation_id = ${organisationId} order by id`,
    );
    const skuIds = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from skus where organisation_id = ${organisationId} order by id limit 200`,
    );
    const productIds = await queryRows<{ id: string }>(
      handle.db,
      sql`select product_id as id from skus where organisation_id = ${organisationId} and product_id is not null
          group by product_id having count(*) > 1 order by product_id limit 50`,
    );
    return {
      organisation: seeded.organisation.ulid,
      sessions,
      warehouses: warehouses.map((row) => row.ulid),
      skuIds: skuIds.map((row) => Number(row.id)),
      productIds: productIds.map((row) => Number(row.id)),
    };
  } finally {
    await handle.close();
  }
}

const LIST_VARIANTS = [
  '/skus',
  '/skus?sort=stock&sortDesc=true',
  '/skus?search=backpack',
  '/skus?needs_attention=true',
  '/skus?page=40',
  '/skus?sort=name&page=3',
];

/** A page's reads: who am I, the sidebar counts, a SKU list page. */
function readPaths(fixture: Fixture, variant: number): string[] {
  const org = `/api/organisations/${fixture.organisation}`;
  return LIST_VARIANTS.flatMap((list, index) => [
    '/api/users/me',
    `${org}/counts`,
    `${org}${LIST_VARIANTS[(index + variant) % LIST_VARIANTS.length] ?? list}`,
  ]);
}

async function runSessions(base: string, fixture: Fixture): Promise<{ samples: Sample[]; seconds: number }> {
  const pool = new Pool(base, { connections: SESSIONS, pipelining: 1 });
  const org = `/api/organisations/${fixture.organisation}`;
  const samples: Sample[] = [];

  async function call(
    name: string,
    session: Fixture['sessions'][number],
    path: string,
    body?: unknown,
  ): Promise<void> {
    const started = performance.now();
    try {
      const response = await pool.request({
        method: body ? 'POST' : 'GET',
        path,
        headers: {
          cookie: session.cookie,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json', [XSRF_HEADER]: session.csrf } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      await response.body.text();
      samples.push({ name, ms: performance.now() - started, ok: response.statusCode < 400 });
    } catch {
      samples.push({ name, ms: performance.now() - started, ok: false });
    }
  }

  async function page(index: number, round: number): Promise<void> {
    const session = fixture.sessions[index] as Fixture['sessions'][number];
    const list = LIST_VARIANTS[(index + round) % LIST_VARIANTS.length] ?? '/skus';
    await call('GET /api/users/me', session, '/api/users/me');
    await Promise.all([
      call('GET …/counts', session, `${org}/counts`),
      call('GET …/skus (a list page)', session, `${org}${list}`),
    ]);
    const extra = (index + round) % 4;
    if (extra === 0) {
      const warehouse = fixture.warehouses[(index + round) % fixture.warehouses.length];
      const skuId = fixture.skuIds[(index * 7 + round) % fixture.skuIds.length];
      // +1 then -1 on alternate rounds: stock stays where the seed left it.
      await call('POST …/adjustments (write)', session, `${org}/warehouses/${warehouse}/adjustments`, {
        sku_id: skuId,
        quantity: round % 2 === 0 ? 1 : -1,
        reason: 'load test',
      });
    } else if (extra === 1 && fixture.productIds.length > 0) {
      const product = fixture.productIds[(index + round) % fixture.productIds.length];
      await call('GET …/stock-per-warehouse', session, `${org}/products/${product}/stock-per-warehouse`);
    } else if (extra === 2) {
      await call('GET …/skus (next page)', session, `${org}/skus?page=2`);
    }
  }

  const started = performance.now();
  const rounds = Math.floor((SECONDS * 1000) / PAGE_EVERY_MS);
  const running: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let pending = SESSIONS * rounds;
    for (let index = 0; index < SESSIONS; index++) {
      for (let round = 0; round < rounds; round++) {
        const at = (index / SESSIONS) * PAGE_EVERY_MS + round * PAGE_EVERY_MS;
        setTimeout(() => {
          running.push(
            page(index, round).finally(() => {
              pending -= 1;
              if (pending === 0) resolve();
            }),
          );
        }, at);
      }
    }
  });
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return { samples, seconds };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function summary(samples: Sample[]): string {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => !sample.ok).length;
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return (
    `${String(samples.length).padStart(6)} req ${String(errors).padStart(5)} errors  ` +
    `p50 ${ms(percentile(sorted, 0.5))} p95 ${ms(percentile(sorted, 0.95))} p99 ${ms(percentile(sorted, 0.99))} ` +
    `max ${ms(sorted.at(-1) ?? 0)}`
  );
}

type Probe = { eventLoopDelayMs: { p50: number; p99: number; max: number }; cpuMs: number };

function printSessions(run: { samples: Sample[]; seconds: number }, serverProbe: Probe) {
  const names = [...new Set(run.samples.map((sample) => sample.name))];
  for (const name of names)
    console.log(`  ${name.padEnd(30)} ${summary(run.samples.filter((sample) => sample.name === name))}`);
  console.log(`  ${'all'.padEnd(30)} ${summary(run.samples)}`);
  console.log(
    `  ${(run.samples.length / run.seconds).toFixed(0)} requests/s over ${run.seconds.toFixed(0)} s; ` +
      `server event-loop delay p50 ${serverProbe.eventLoopDelayMs.p50.toFixed(1)} ms p99 ` +
      `${serverProbe.eventLoopDelayMs.p99.toFixed(1)} ms max ${serverProbe.eventLoopDelayMs.max.toFixed(0)} ms; ` +
      `server CPU ${(serverProbe.cpuMs / Math.max(1, run.samples.length)).toFixed(2)} ms per request`,
  );
}

/** autocannon over 200 connections, each connection signed in as its own session; returns requests done. */
async function cannon(
  name: string,
  base: string,
  paths: string[],
  sessions: Fixture['sessions'],
): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 200,
    duration: MAX_SECONDS,
    requests: paths.map((path) => ({ method: 'GET', path })),
    // Each connection is signed in as its own session: its own copy of the requests, with its cookie.
    setupClient: (client) => {
      const session = sessions[next++ % Math.max(1, sessions.length)];
      if (session)
        client.setRequests(
          paths.map((path) => ({
            method: 'GET',
            path,
            headers: { cookie: session.cookie, accept: 'application/json' },
          })),
        );
    },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `  ${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(6)} req/s ` +
      `${String(errors).padStart(5)} errors  p50 ${result.latency.p50.toFixed(0).padStart(5)} ms ` +
      `p99 ${result.latency.p99.toFixed(0).padStart(5)} ms`,
  );
  return result.requests.total;
}

function startServer({ url, port, dataDir }: { url: string; port: number; dataDir: string }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--import', './bench/load-probe.ts', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The ceiling: what node:http answers on this machine with nothing behind it. */
function startBareServer(port: number): ChildProcess {
  const code = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(${port}, '127.0.0.1')`;
  return spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
}

function probe(child: ChildProcess, message: 'reset' | 'probe'): Promise<Probe> {
  return new Promise((resolve) => {
    const onMessage = (reply: Probe & { type: string }) => {
      if (reply.type !== message) return;
      child.off('message', onMessage);
      resolve(reply);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      await response.text();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not come up`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probeServer = createServer();
    probeServer.once('error', reject);
    probeServer.listen(0, '127.0.0.1', () => {
      const address = probeServer.address();
      probeServer.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function loadDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.LOAD_DATABASE_URL) return { url: process.env.LOAD_DATABASE_URL, drop: async () => {} };
  const name = `sbo_load_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await main();
