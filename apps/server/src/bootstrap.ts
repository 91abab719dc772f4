import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { workJobs } from './jobs/workers.ts';
import { createMailer } from './modules/mail/mailer.ts';

/** Opens and migrates the database and wires the services every request uses. */
export async function createAppContext({
  config,
  log,
}: {
  config: Config;
  log: FastifyBaseLogger;
}): Promise<AppContext> {
  const database = await openDatabase(databaseTargetFromConfig(config));
  await runMigrations(database);
  return {
    config,
    db: database.db,
    database,
    log,
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    jobs: createJobQueue({ database, log, expireSeconds: config.jobTimeoutSeconds, schedules: true }),
  };
}

/** Starts the job queue and this instance's workers. */
export async function startJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.start();
  await workJobs(ctx);
}
