import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ReportType } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from './app-context.ts';
import { type DatabaseHandle, openDatabase, queryRows } from './db/client.ts';
import { inTenant } from './db/tenant-transaction.ts';
import { defineJob } from './jobs/job-queue.ts';
import { workJobs } from './jobs/workers.ts';
import { products } from './modules/products/products.tables.ts';
import { PASSWORD, uniqueEmail } from './testing/fixtures.ts';
import { orderLine, outcome, report, upload } from './testing/report-fixtures.ts';
import { TestClient } from './testing/test-client.ts';
import { openTestDatabase, testDatabaseUrl, withDatabase } from './testing/test-database.ts';
import { startTestApp } from './testing/test-server.ts';

/**
 * Two API instances on one PostgreSQL (issue 7, scale-out): each its own pool, app, job queue and
 * data directory, as two processes on two machines would have. Nothing an instance needs lives in
 * its memory or on its disk: sessions, throttles, jobs and files are rows. PGlite is one
 * process's database, so this runs on PostgreSQL only.
 */
interface Instance {
  ctx: AppContext;
  app: FastifyInstance;
  url: string;
}

const probeJob = defineJob<{ organisationId: number; name: string }>({
  name: 'scale-out-probe',
  retryLimit: 0,
  retryDelaySeconds: 0,
});
const runs: { instance: string; jobId: string; name: string }[] = [];

const instances: Instance[] = [];
const handles: DatabaseHandle[] = [];
const dataDirs: string[] = [];

/** `workers`: this instance also runs the product's jobs (report processing…), as `npm start` does. */
async function startInstance(label: string, database: DatabaseHandle, workers: boolean): Promise<Instance> {
  const dataDir = await mkdtemp(join(tmpdir(), `sbo-scale-${label}-`));
  dataDirs.push(dataDir);
  return startTestApp({
    database,
    dataDir,
    beforeListen: async (ctx) => {
      if (workers) await workJobs(ctx);
      await ctx.jobs.work(probeJob, async (job) => {
        runs.push({ instance: label, jobId: job.id, name: job.payload.name });
        await inTenant(ctx.db, job.payload.organisationId, (tx) =>
          tx.insert(products).values({ organisationId: job.payload.organisationId, name: job.payload.name }),
        );
        // Long enough that the other instance polls while this one holds the job.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    },
  });
}

const adminUrl = testDatabaseUrl();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';

describe.skipIf(!adminUrl)('two API instances on one PostgreSQL', () => {
  beforeAll(async () => {
    const first = await openTestDatabase();
    handles.push(first);
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
      first.db,
      sql`select current_database() as name`,
    );
    const second = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl ?? '', name) });
    handles.push(second);
    // Only the second works the product's jobs: what is uploaded to the first is processed there.
    instances.push(await startInstance('one', first, false));
    instances.push(await startInstance('two', second, true));
  });

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.ctx.jobs.stop({ timeoutMs: 1_000 });
    }
    // The second pool first: the first handle's close drops the database.
    for (const handle of [...handles].reverse()) await handle.close();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  });

  const [one, two] = [() => instances[0] as Instance, () => instances[1] as Instance];

  it('signs in on one and is signed in on the other, organisation routes included', async () => {
    const browser = new TestClient(one().url, { ip: '10.200.0.1' });
    await browser.csrf();
    const email = uniqueEmail('scale');
    const registered = await browser.post<{ data: { current_organisation: { ulid: string } } }>(
      '/api/fortify/register',
      { name: 'Scale', email, password: PASSWORD, password_confirmation: PASSWORD },
    );
    expect(registered.status).toBe(201);
    const ulid = registered.body.data.current_organisation.ulid;

    // The same browser (its cookies) behind a load balancer that picks the other instance.
    const elsewhere = new TestClient(two().url, { ip: '10.200.0.1' });
    for (const [key, value] of browser.cookies) elsewhere.cookies.set(key, value);
    const me = await elsewhere.get<{ data: { email: string } }>('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    // A write on the second (CSRF token from the first) and a read back on the first.
    const created = await elsewhere.post<{ data: { id: number } }>(`/api/organisations/${ulid}/products`, {
      name: 'Made on two',
    });
    expect(created.status).toBe(201);
    const read = await browser.get<{ data: { name: string } }>(
      `/api/organisations/${ulid}/products/${created.body.data.id}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.data.name).toBe('Made on two');
    // Signing out on one ends the session on both.
    expect((await browser.post('/api/fortify/logout')).status).toBeLessThan(300);
    expect((await elsewhere.get('/api/users/me')).status).toBe(401);
  });

  it('counts login throttles across both instances', async () => {
    const owner = new TestClient(one().url, { ip: '10.200.0.2' });
    await owner.csrf();
    const email = uniqueEmail('throttle');
    await owner.post('/api/fortify/register', {
      name: 'Throttled',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    // An attacker from one address, alternating instances: 5 failures a minute in all.
    const attackers = [one(), two()].map((instance) => new TestClient(instance.url, { ip: '10.200.0.3' }));
    for (const attacker of attackers) await attacker.csrf();
    for (let attempt = 0; attempt < 5; attempt++) {
      const attacker = attackers[attempt % 2] as TestClient;
      expect((await attacker.post('/api/fortify/login', { email, password: 'wrong' })).status).toBe(422);
    }
    for (const attacker of attackers) {
      expect((await attacker.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(429);
    }
  });

  it('runs a job queued by one instance exactly once, on whichever is free', async () => {
    const owner = new TestClient(one().url, { ip: '10.200.0.4' });
    await owner.csrf();
    const registered = await owner.post<{ data: { current_organisation: { id: number } } }>(
      '/api/fortify/register',
      { name: 'Jobs', email: uniqueEmail('jobs'), password: PASSWORD, password_confirmation: PASSWORD },
    );
    const organisationId = registered.body.data.current_organisation.id;
    const names = Array.from({ length: 12 }, (_, index) => `job product ${index}`);
    const ids: string[] = [];
    for (const name of names) ids.push(await one().ctx.jobs.enqueue(probeJob, { organisationId, name }));

    const deadline = Date.now() + 30_000;
    while (runs.length < names.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Give a duplicate run, if there were one, the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs.map((run) => run.jobId).sort()).toEqual([...ids].sort());
    expect(new Set(runs.map((run) => run.name)).size).toBe(names.length);
    const made = await queryRows<{ n: number }>(
      one().ctx.db,
      sql`select count(*)::int as n from products where organisation_id = ${organisationId}`,
    );
    expect(made[0]?.n).toBe(names.length);
    // Both instances took part (each holds a job for 50 ms while the other polls).
    expect(new Set(runs.map((run) => run.instance))).toEqual(new Set(['one', 'two']));
  });

  it('processes a report uploaded to one on the other, and serves its document from both', async () => {
    const browser = new TestClient(one().url, { ip: '10.200.0.5' });
    await browser.csrf();
    const registered = await browser.post<{ data: { current_organisation: { ulid: string } } }>(
      '/api/fortify/register',
      { name: 'Files', email: uniqueEmail('files'), password: PASSWORD, password_confirmation: PASSWORD },
    );
    const base = `/api/organisations/${registered.body.data.current_organisation.ulid}`;
    const source = await browser.post<{ data: { id: number } }>(`${base}/report-sources`, {
      name: 'Seller Central files',
      type: 'manual',
    });
    const lines = Array.from({ length: 50 }, (_, i) =>
      orderLine(`202-${String(i).padStart(7, '0')}-1`, `SKU-${i % 5}`),
    );
    const document = gzipSync(report(ORDERS, lines));
    const uploaded = await upload(
      browser,
      base,
      { report_source_id: String(source.body.data.id), report_type: ORDERS },
      document,
    );
    // The first instance works no jobs: the second, with its own data directory, processed it.
    expect(await outcome(browser, base, uploaded.id)).toMatchObject({
      status: 'PROCESSED',
      rows_written: 50,
    });
    const elsewhere = new TestClient(two().url, { ip: '10.200.0.5' });
    for (const [key, value] of browser.cookies) elsewhere.cookies.set(key, value);
    for (const client of [browser, elsewhere]) {
      const served = await client.getBytes(`${base}/report-requests/${uploaded.id}/document`);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(document)).toBe(true);
    }
    expect(new Set(instances.map((instance) => instance.ctx.config.dataDir)).size).toBe(2);
  });
});
