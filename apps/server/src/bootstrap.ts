import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { workJobs } from './jobs/workers.ts';
import type { LegacyFileMove } from './lib/legacy-storage-dir.ts';
import { createFileStore } from './modules/files/create-file-store.client.ts';
import { createMailer } from './modules/mail/mailer.client.ts';
import { moveLegacyLogos } from './modules/organisations/legacy-logos.usecase.ts';
import { moveLegacyReportDocuments } from './modules/report-requests/legacy-report-documents.usecase.ts';

/** Opens and migrates the database and wires the services every request uses. */
export async function createAppContext({
  config,
  log,
}: {
  config: Config;
  log: FastifyBaseLogger;
}): Promise<AppContext> {
  const phase = startPhases(log);
  const target = databaseTargetFromConfig(config);
  const database = await openDatabase(
    target.driver === 'postgres'
      ? {
          ...target,
          onIdleConnectionError: (error) => log.warn({ err: error }, 'idle database connection lost'),
        }
      : target,
  );
  phase('database opened');
  await runMigrations(database);
  phase('migrations checked');
  const files = createFileStore({ config: config.files, db: database.db });
  await moveLegacyFiles({ db: database.db, files, storageDir: config.storageDir, log });
  phase('legacy files checked');
  return {
    config,
    db: database.db,
    database,
    log,
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    files,
    jobs: createJobQueue({ database, log, expireSeconds: config.jobTimeoutSeconds, schedules: true }),
  };
}

/**
 * Files that versions before the file store kept under STORAGE_DIR move into it (decision 18);
 * after the first start of this version there is nothing left to move, and this is two queries.
 */
async function moveLegacyFiles(mover: LegacyFileMove): Promise<void> {
  await moveLegacyReportDocuments(mover);
  await moveLegacyLogos(mover);
}

/** Starts the job queue and this instance's workers (the benches' servers, which need no page at once). */
export async function startJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.start();
  await startWorkers(ctx);
}

/** This instance's workers, on a started queue (the server starts them once it listens). */
export async function startWorkers(ctx: AppContext): Promise<void> {
  const phase = startPhases(ctx.log);
  await workJobs(ctx);
  phase('workers started');
}

/** Logs (debug) how long each phase of the start took: where a slow start's seconds go. */
function startPhases(log: Pick<FastifyBaseLogger, 'debug'>): (phase: string) => void {
  let since = performance.now();
  return (phase) => {
    const now = performance.now();
    log.debug({ ms: Math.round(now - since) }, phase);
    since = now;
  };
}
