import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../app-context.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { workJobs } from '../jobs/workers.ts';
import { createFileStore } from '../modules/files/create-file-store.client.ts';
import { type MailRow, mailOutbox } from '../modules/mail/mail.tables.ts';
import { createMailer } from '../modules/mail/mailer.client.ts';
import { TestClient } from './test-client.ts';
import { openTestDatabase } from './test-database.ts';

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export interface TestServer {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  /** A fresh cookie jar: one browser, at an address of its own unless `ip` is given. */
  client(options?: { ip?: string }): TestClient;
  /** The newest mail sent to an address. */
  lastMailTo(email: string): Promise<MailRow | undefined>;
}

/**
 * The real app on a random loopback port, on `database`, with the test settings (`dataDir` for
 * files, no web build, proxy trusted so each client has its own address) and its job queue
 * started: jobs are picked up at once and retried without the production backoff, so tests stay
 * short. `beforeListen` registers the workers the caller wants (all of the product's, or probes),
 * and may add routes a test needs (the app is not ready until it listens).
 */
export async function startTestApp({
  database,
  dataDir,
  overrides = {},
  beforeListen,
}: {
  database: DatabaseHandle;
  dataDir: string;
  overrides?: Record<string, string>;
  beforeListen?: (ctx: AppContext, app: FastifyInstance) => Promise<void>;
}): Promise<{ ctx: AppContext; app: FastifyInstance; url: string }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    TRUST_PROXY: 'true',
    // The models run on the test's thread: dozens of servers per test process would each start
    // worker threads. plan-pool.test.ts and the child-process servers run them on threads.
    FORECAST_THREADS: '0',
    ...overrides,
  });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    log,
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    files: createFileStore({ config: config.files, db: database.db }),
    jobs: createJobQueue({
      database,
      log,
      expireSeconds: config.jobTimeoutSeconds,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 0,
    }),
  };
  const app = await buildApp({ ctx });
  await ctx.jobs.start();
  await beforeListen?.(ctx, app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  return { ctx, app, url: `http://127.0.0.1:${address.port}` };
}

/**
 * Starts the real app on a random loopback port with this file's own database, for the whole
 * file. Tests talk to it over HTTP like the browser does. `workers`: what runs beside the
 * requests (by default all of the product's; none for a test that must see what a request alone
 * changed, before any follow-up work).
 */
export function useTestServer(
  overrides: Record<string, string> = {},
  { workers = workJobs }: { workers?: (ctx: AppContext) => Promise<void> } = {},
): TestServer {
  const server = {} as TestServer;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sbo-test-'));
    const database = await openTestDatabase();
    const { ctx, app, url } = await startTestApp({
      database,
      dataDir,
      overrides,
      beforeListen: (ctx) => workers(ctx),
    });
    Object.assign(server, {
      url,
      ctx,
      app,
      client: (options?: { ip?: string }) => new TestClient(server.url, { ip: options?.ip ?? randomIp() }),
      lastMailTo: async (email: string) => {
        const [mail] = await ctx.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email))
          .orderBy(desc(mailOutbox.id))
          .limit(1);
        return mail;
      },
    });
  });
  afterAll(async () => {
    await server.app?.close();
    await server.ctx?.jobs.stop({ timeoutMs: 1_000 });
    await server.ctx?.database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return server;
}
