import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { FileStore } from './lib/file-store.ts';
import type { Mailer } from './modules/mail/mailer.client.ts';

/**
 * The outside world, built once at start. Routes and jobs take it apart and hand use cases only
 * what each names (`db`, `mailer`, `files`, `appUrl`, …); no use case takes the whole context.
 */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Organisation files (reports, logos): one store every instance reads (decision 18). */
  files: FileStore;
  /** Background jobs (pg-boss): started after the app is built, stopped before the database closes. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}
