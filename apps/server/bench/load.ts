import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { Pool } from 'undici';
import { buildApp } from '../src/app.ts';
import { createAppContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createSession } from '../src/modules/auth/sessions.repository.ts';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../src/plugins/session.ts';
import { COMPILED_SERVER_ARGS, exited, freePort, SERVER_NODE_FLAGS } from '../src/testing/child-server.ts';
import {
  BIG_SELLER,
  type BigSeller,
  type BigSellerOptions,
  keptBigSeller,
  seedBigSeller,
} from './big-seller.ts';
import { SCREEN_READS } from './screen-reads.ts';
import { installSqlRecorder, type RecordedStatement } from './sql-recorder.ts';

/**
 * `npm run load` (not part of CI): the API under many signed-in users, on PostgreSQL, with the
 * bench's big seller (big-seller.ts; LOAD_SCALE shrinks it), the server in its own process.
 *
 * (a) LOAD_SESSIONS (200) signed-in sessions each load a page every 5 s for LOAD_SECONDS (60):
 *     users/me, then counts and a list page together (a SKU list variant, or the first page of
 *     stock, transfers, store orders or forecasts), and on most pages a fourth call (a stock
 *     adjustment, a product's stock per warehouse or the next list page): ~150 requests/s.
 *     Targets: 0 errors, p99 <= 250 ms, the server's peak RSS <= 300 MB.
 * (a') The same page loads without the fourth call, on the API and then on the ceiling (b's): what
 *     the machine itself allows at that rate, beside what the API makes of it.
 * (b) The most requests per second the mixed reads sustain over 200 connections (autocannon,
 *     LOAD_MAX_SECONDS), beside the ceiling: the same statements for the same reads through a pool
 *     of the same size behind a bare node:http server (load-ceiling.ts). Target: the API at
 *     >= 60 % of the ceiling's requests/s.
 *
 * The API's server runs compiled, as `npm start` runs it. The servers' event-loop delay, CPU time
 * per request and peak RSS come from bench/load-probe.ts, preloaded into their processes. LOAD_DATABASE_URL names the database (migrated, and seeded with
 * a new organisation, or LOAD_REUSE's kept one); without it a fresh database is created on
 * postgres://postgres@127.0.0.1:5432 and dropped afterwards.
 */
const SCALE = Number(process.env.LOAD_SCALE ?? 1);
/** "<email>": the big seller a screens bench kept (BENCH_SCREENS_KEEP) in LOAD_DATABASE_URL, not seeded again. */
const REUSE = process.env.LOAD_REUSE?.split(' ');
const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 20);
const PAGE_EVERY_MS = 5000;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Issue 32's targets. */
const P99_TARGET_MS = 250;
const CEILING_SHARE_TARGET = 0.6;
const RSS_TARGET_MB = 300;

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
    const paths = mixedReads(fixture);
    const recorded = await recordStatements({ url, dataDir, fixture, paths });
    const api = await serve(children, compiledServer(), {
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
    });

    console.log(`\n(a) ${SESSIONS} sessions, a page every ${PAGE_EVERY_MS / 1000} s each, for ${SECONDS} s`);
    await probe(api.child, 'reset');
    const sessionRun = await runSessions(api.base, fixture);
    printSessions(sessionRun, await probe(api.child, 'probe'));

    console.log(
      `\n(a') the same page loads without their fourth call (users/me, counts, a list), for ${SECONDS} s`,
    );
    await probe(api.child, 'reset');
    const apiPageLoads = await runSessions(api.base, fixture, { extras: false });
    console.log(`  API      ${summary(apiPageLoads.samples)}`);
    console.log(
      `    its server: ${serverLine(await probe(api.child, 'probe'), apiPageLoads.samples.length)}`,
    );

    console.log(`\n(b) most requests/s of the mixed reads, 200 connections, ${MAX_SECONDS} s each`);
    await probe(api.child, 'reset');
    const apiRun = await cannon('API mixed reads', api.base, paths, fixture.sessions);
    const apiProbe = await probe(api.child, 'probe');
    console.log(`    its server: ${serverLine(apiProbe, apiRun.total)}`);
    await cannon('API GET /api/health', api.base, ['/api/health'], []);
    // Stopped first: the API's job workers would otherwise share the machine's cores with the ceiling.
    await stop(api.child);
    // Under the API's Node flags (heap sizes): the same runtime, the framework the only difference.
    const ceiling = await serve(
      children,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', '--import', PROBE, 'bench/load-ceiling.ts'],
      {
        DATABASE_URL: url,
        LOAD_CEILING_STATEMENTS: recorded.file,
        LOAD_CEILING_ORGANISATION: String(fixture.organisationId),
        LOAD_CEILING_POOL_SIZE: String(recorded.poolSize),
      },
    );
    await probe(ceiling.child, 'reset');
    const ceilingRun = await cannon('ceiling (node:http + pg)', ceiling.base, paths, []);
    console.log(`    its server: ${serverLine(await probe(ceiling.child, 'probe'), ceilingRun.total)}`);
    await probe(ceiling.child, 'reset');
    const ceilingPageLoads = await runSessions(ceiling.base, fixture, { extras: false });
    console.log(`  (a') on the ceiling: ${summary(ceilingPageLoads.samples)}`);
    console.log(
      `    its server: ${serverLine(await probe(ceiling.child, 'probe'), ceilingPageLoads.samples.length)}`,
    );
    const share = apiRun.perSecond / Math.max(1, ceilingRun.perSecond);
    verdict(
      share >= CEILING_SHARE_TARGET && apiRun.errors === 0 && ceilingRun.errors === 0,
      `the API at ${(share * 100).toFixed(0)} % of the ceiling's requests/s ` +
        `(target >= ${CEILING_SHARE_TARGET * 100} %, no errors on either)`,
    );
    verdict(
      apiProbe.peakRssMb <= RSS_TARGET_MB,
      `the API server's peak RSS ${apiProbe.peakRssMb.toFixed(0)} MB (target <= ${RSS_TARGET_MB} MB)`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    await drop();
  }
}

interface Fixture {
  organisation: string;
  organisationId: number;
  sessions: { cookie: string; csrf: string }[];
  warehouses: string[];
  skuIds: number[];
  productIds: number[];
}

/** The big seller's figures times LOAD_SCALE (days and computed forecasts stay: they set the shape). */
function scaledBigSeller(): BigSellerOptions {
  const scaled = (count: number) => Math.round(count * SCALE);
  return {
    ...BIG_SELLER,
    skus: scaled(BIG_SELLER.skus),
    orders: scaled(BIG_SELLER.orders),
    transfers: scaled(BIG_SELLER.transfers),
    purchaseOrders: scaled(BIG_SELLER.purchaseOrders),
    disputes: scaled(BIG_SELLER.disputes),
  };
}

/** Migrates and seeds the database, then signs the seller's user in SESSIONS times (straight in the table). */
async function prepare(url: string): Promise<Fixture> {
  const handle = await openDatabase({ driver: 'postgres', url });
  try {
    await runMigrations(handle);
    const seller = REUSE ? await keptBigSeller(handle.db, REUSE) : await seed(handle);
    const sessions = [];
    for (let i = 0; i < SESSIONS; i++) {
      const { token, row } = await createSession(handle.db, {
        userId: seller.userId,
        remember: true,
        lifetimeMinutes: 120,
      });
      sessions.push({
        cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${row.csrfToken}`,
        csrf: row.csrfToken,
      });
    }
    const organisationId = seller.organisationId;
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
      organisation: seller.ulid,
      organisationId,
      sessions,
      warehouses: warehouses.map((row) => row.ulid),
      skuIds: skuIds.map((row) => Number(row.id)),
      productIds: productIds.map((row) => Number(row.id)),
    };
  } finally {
    await handle.close();
  }
}

async function seed(handle: DatabaseHandle): Promise<BigSeller> {
  const options = scaledBigSeller();
  console.log(
    `Seeding a big seller (LOAD_SCALE=${SCALE}): ${options.skus} SKUs, ${options.orders} orders, ` +
      `${options.days} days of ledger, ${options.transfers} transfers, ${options.purchaseOrders} POs, ` +
      `${options.disputes} disputes`,
  );
  const started = performance.now();
  const seller = await seedBigSeller(handle.db, options);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return seller;
}

/** A list page a page load reads: `name` groups its timings, `path` is under the organisation. */
interface ListRead {
  name: string;
  path: string;
}

/** The SKU list as a seller sorts, searches, filters and pages it. */
const SKU_LISTS: ListRead[] = [
  '/skus',
  '/skus?sort=stock&sortDesc=true',
  '/skus?search=backpack',
  '/skus?needs_attention=true',
  '/skus?page=40',
  '/skus?sort=name&page=3',
].map((path) => ({ name: 'GET …/skus (a list page)', path }));

const ORGANISATION = '/api/organisations/{organisation}';

/** The first page a screen opens on, exactly as the browser asks for it (screen-reads.ts). */
function firstPageOf(screen: string): ListRead {
  const read = SCREEN_READS.find(
    (candidate) => candidate.screen === screen && candidate.path.includes('?page=1&'),
  );
  if (!read?.path.startsWith(ORGANISATION))
    throw new Error(`screen-reads.ts has no first page for ${screen}`);
  const path = read.path.slice(ORGANISATION.length);
  return { name: `GET …${path.split('?')[0]} (first page)`, path };
}

const LISTS: ListRead[] = [
  ...SKU_LISTS,
  ...['stocks', 'transfers', 'store-orders', 'forecasts'].map(firstPageOf),
];

/** Page loads' reads, one page per list: who am I, the sidebar counts, the list. */
function mixedReads(fixture: Fixture): string[] {
  const org = `/api/organisations/${fixture.organisation}`;
  return LISTS.flatMap((list) => ['/api/users/me', `${org}/counts`, `${org}${list.path}`]);
}

/**
 * Records the statements the API sends for each of the mixed reads (sql-recorder.ts), from the app
 * itself in this process on the same database before its server starts, so the ceiling runs
 * exactly those; writes them to a file for it, beside the API's pool size, which it copies.
 */
async function recordStatements({
  url,
  dataDir,
  fixture,
  paths,
}: {
  url: string;
  dataDir: string;
  fixture: Fixture;
  paths: string[];
}): Promise<{ file: string; poolSize: number }> {
  const ctx = await createAppContext({
    config: loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp({ ctx });
  try {
    const recorder = installSqlRecorder(ctx.database);
    const cookie = fixture.sessions[0]?.cookie ?? '';
    const statements: Record<string, RecordedStatement[]> = {};
    for (const path of new Set(paths)) {
      // The first request leaves the app as it is under load (what it keeps between requests
      // filled), so the recorded one sends a steady request's statements.
      await getOk(app, path, cookie);
      statements[path] = await recorder.record(() => getOk(app, path, cookie));
    }
    const file = join(dataDir, 'ceiling-statements.json');
    await writeFile(file, JSON.stringify(statements));
    const poolSize = ctx.database.pool?.options.max;
    if (!poolSize) throw new Error('the load test runs on PostgreSQL');
    return { file, poolSize };
  } finally {
    await app.close();
    await ctx.database.close();
  }
}

async function getOk(app: FastifyInstance, path: string, cookie: string): Promise<void> {
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { cookie, accept: 'application/json' },
  });
  if (response.statusCode !== 200)
    throw new Error(`GET ${path} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
}

/**
 * (a)'s page loads: each of SESSIONS sessions loads a page every PAGE_EVERY_MS. `extras: false`
 * leaves out the fourth call (a write, or a read the ceiling was not recorded for), so the same
 * page loads can run against the ceiling.
 */
async function runSessions(
  base: string,
  fixture: Fixture,
  { extras = true }: { extras?: boolean } = {},
): Promise<{ samples: Sample[]; seconds: number }> {
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
    const list = LISTS[(index + round) % LISTS.length] as ListRead;
    await call('GET /api/users/me', session, '/api/users/me');
    await Promise.all([
      call('GET …/counts', session, `${org}/counts`),
      call(list.name, session, `${org}${list.path}`),
    ]);
    const extra = extras ? (index + round) % 4 : 3;
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

type Probe = {
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  cpuMs: number;
  peakRssMb: number;
};

function serverLine(serverProbe: Probe, requests: number): string {
  const delay = serverProbe.eventLoopDelayMs;
  return (
    `event-loop delay p50 ${delay.p50.toFixed(1)} ms p99 ${delay.p99.toFixed(1)} ms max ${delay.max.toFixed(0)} ms; ` +
    `CPU ${(serverProbe.cpuMs / Math.max(1, requests)).toFixed(2)} ms per request; ` +
    `peak RSS ${serverProbe.peakRssMb.toFixed(0)} MB`
  );
}

function verdict(pass: boolean, what: string): void {
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${what}`);
}

function printSessions(run: { samples: Sample[]; seconds: number }, serverProbe: Probe) {
  const names = [...new Set(run.samples.map((sample) => sample.name))];
  for (const name of names)
    console.log(`  ${name.padEnd(34)} ${summary(run.samples.filter((sample) => sample.name === name))}`);
  console.log(`  ${'all'.padEnd(34)} ${summary(run.samples)}`);
  console.log(
    `  ${(run.samples.length / run.seconds).toFixed(0)} requests/s over ${run.seconds.toFixed(0)} s; ` +
      `server ${serverLine(serverProbe, run.samples.length)}`,
  );
  const errors = run.samples.filter((sample) => !sample.ok).length;
  const p99 = percentile(
    run.samples.map((sample) => sample.ms).sort((a, b) => a - b),
    0.99,
  );
  verdict(
    errors === 0 && p99 <= P99_TARGET_MS,
    `${errors} errors, p99 ${p99.toFixed(0)} ms (target 0 errors, p99 <= ${P99_TARGET_MS} ms)`,
  );
  verdict(
    serverProbe.peakRssMb <= RSS_TARGET_MB,
    `the server's peak RSS ${serverProbe.peakRssMb.toFixed(0)} MB (target <= ${RSS_TARGET_MB} MB)`,
  );
}

/** autocannon over 200 connections, each connection signed in as its own session when given some. */
async function cannon(
  name: string,
  base: string,
  paths: string[],
  sessions: Fixture['sessions'],
): Promise<{ perSecond: number; total: number; errors: number }> {
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
  return { perSecond: result.requests.average, total: result.requests.total, errors };
}

const PROBE = './bench/load-probe.ts';

/**
 * The API's server as `npm start` runs it: compiled (build.mjs, when a source is newer), with its
 * Node flags. Under tsx its RSS, which the load test holds to a target, carries tsx's compiled
 * modules (started, without the flags, on Node 24: 334 MB against 174 MB compiled). The probe
 * through Node's own type stripping (Node 22.18 or later): under tsx the 5 MB bundle would be
 * compiled once more, and kept (587 MB).
 */
function compiledServer(): string[] {
  execFileSync(process.execPath, ['build.mjs', '--if-needed'], { cwd: serverDir, stdio: 'ignore' });
  return ['--import', PROBE, ...COMPILED_SERVER_ARGS];
}

/** Starts node with `args` in its own process, on a free port; resolves once it answers. */
async function serve(
  children: ChildProcess[],
  args: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return { child, base };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await exited(child);
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
