import { APP_NAME, APP_VERSION } from '@backoffice/shared';
import pino from 'pino';
import { buildApp } from './app.ts';
import { createAppContext, startJobs } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { scheduleAnalyse } from './db/analyse.ts';
import { pruneExpiredSessions } from './modules/auth/sessions.repository.ts';
import { seedDemoOnFirstStart } from './modules/demo/first-start.ts';

/** Starts the product: open and migrate the database, serve API and SPA, stop cleanly on SIGTERM. */
const config = loadConfig();
const log = pino({
  level: config.logLevel,
  redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'],
  ...(process.stdout.isTTY && !config.isProduction ? { transport: { target: 'pino-pretty' } } : {}),
});
const ctx = await createAppContext({ config, log });
await seedDemoOnFirstStart({ db: ctx.db, driver: ctx.database.driver, enabled: config.seedDemo, log });
const app = await buildApp({ ctx });
await startJobs(ctx);

const pruneTimer = setInterval(() => {
  pruneExpiredSessions(ctx.db).catch((error) => log.error({ err: error }, 'session pruning failed'));
}, 3600_000);
pruneTimer.unref();
// PGlite has no autovacuum: keep its planner statistics fresh (PostgreSQL does it itself).
const stopAnalyse = scheduleAnalyse({ database: ctx.database, log });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  clearInterval(pruneTimer);
  stopAnalyse();
  await app.close();
  // Running jobs get a few seconds to finish; what is left is failed now and retried later.
  await ctx.jobs.stop({ timeoutMs: 10_000 });
  await ctx.database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const where = ctx.database.driver === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
log.info(`${APP_NAME} ${APP_VERSION} is running on ${where}. Open ${config.appUrl}`);
