import type { Socket } from 'node:net';
import { APP_NAME, APP_VERSION } from '@backoffice/shared';
import pino from 'pino';
import { buildApp } from './app.ts';
import { createAppContext, startWorkers } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { scheduleMaintenance } from './db/maintenance.ts';
import { pruneExpiredSessions } from './modules/auth/sessions.repository.ts';
import { prepareDemoOnFirstStart } from './modules/demo/first-start.usecase.ts';
import { HTTP_GRACE_MS, stopOnSignals } from './shutdown.ts';

/** Starts the product: open and migrate the database, serve API and SPA, stop on SIGTERM within a deadline. */
const config = loadConfig();
const log = pino({
  level: config.logLevel,
  redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'],
  ...(process.stdout.isTTY && !config.isProduction ? { transport: { target: 'pino-pretty' } } : {}),
});
const ctx = await createAppContext({ config, log });
// The demo's account first (its credentials logged at once); its data once the server listens.
const fillDemo = await prepareDemoOnFirstStart({
  db: ctx.db,
  driver: ctx.database.driver,
  enabled: config.seedDemo,
  log,
});
const demoStopping = new AbortController();
let demoFilled: Promise<unknown> = Promise.resolve();
const appStarted = performance.now();
const app = await buildApp({ ctx });
log.debug({ ms: Math.round(performance.now() - appStarted) }, 'routes registered');
// The queue before listening (a request may send a job); its workers once the server answers.
await ctx.jobs.start();

const pruneTimer = setInterval(() => {
  pruneExpiredSessions(ctx.db).catch((error) => log.error({ err: error }, 'session pruning failed'));
}, 3600_000);
pruneTimer.unref();
// PGlite has no autovacuum: the product vacuums and analyses by its rule (PostgreSQL does it itself).
const stopMaintenance = scheduleMaintenance({ database: ctx.database, log });

// Connections open now, for the stop's log line when one keeps the HTTP server from closing.
const connections = new Set<Socket>();
app.server.on('connection', (socket: Socket) => {
  connections.add(socket);
  socket.once('close', () => connections.delete(socket));
});

/** Jobs get until then (from the signal) to reach a safe point; the database closes after them. */
const JOBS_UNTIL_MS = 14_000;
let stopStartedAt = 0;
/**
 * The stop, bounded by SHUTDOWN_DEADLINE_MS (shutdown.ts): a second signal or the deadline exits
 * non-zero with what was left, which the next start resumes (jobs are idempotent and resumable).
 *
 * Why stops hung (issue 27): `app.close()` waits until every open connection has ended, and
 * nothing bounded it. A client still sending an upload (a report of hundreds of MB, or one that
 * stalled), or a request queued on the embedded database behind a long job, kept the process
 * alive with its port closed and nothing else to do; a second SIGTERM was ignored. Now requests
 * get HTTP_GRACE_MS to finish, then their connections are closed. Running jobs are told to stop
 * (`stopping`) and no new job is fetched at once, while requests finish, rather than only after;
 * the queue stops (failing what is still running, so it is retried) before the database closes,
 * and the database last, when nothing of this process should still be using it.
 */
stopOnSignals({
  log,
  steps: [
    {
      name: 'timers',
      run() {
        stopStartedAt = Date.now();
        clearInterval(pruneTimer);
        stopMaintenance();
      },
    },
    { name: 'jobs: no new jobs, running ones asked to stop', run: () => ctx.jobs.quiesce() },
    {
      name: 'http',
      detail: () => `${connections.size} connection(s) open`,
      async run() {
        // New requests are answered 503 and idle keep-alive connections closed at once (Fastify);
        // requests under way get HTTP_GRACE_MS, then their connections are closed (a stalled
        // upload would otherwise keep app.close() waiting forever).
        const force = setTimeout(() => {
          if (connections.size)
            log.warn({ open: connections.size }, 'closing the connections of requests still open');
          app.server.closeAllConnections();
        }, HTTP_GRACE_MS);
        try {
          await app.close();
        } finally {
          clearTimeout(force);
        }
      },
    },
    {
      name: 'demo: filling stops at its next step',
      run() {
        demoStopping.abort(new Error('the server is stopping'));
        return demoFilled;
      },
    },
    {
      name: 'jobs: waiting for running jobs to reach a safe point',
      detail: () => `running jobs: ${ctx.jobs.runningJobs().join(', ') || 'none'}`,
      run: () => ctx.jobs.stop({ timeoutMs: Math.max(1_000, JOBS_UNTIL_MS - (Date.now() - stopStartedAt)) }),
    },
    { name: 'database', run: () => ctx.database.close() },
  ],
});

await app.listen({ port: config.port, host: config.host });
const where = ctx.database.driver === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
log.info(`${APP_NAME} ${APP_VERSION} is running on ${where}. Open ${config.appUrl}`);
await startWorkers(ctx).catch((error: unknown) => {
  // A stop that began while the workers were being registered: the queue refuses the rest, and
  // the stop goes on without them (a job waits for the next start).
  if (stopStartedAt === 0) throw error;
});
if (fillDemo) demoFilled = fillDemo(demoStopping.signal);
