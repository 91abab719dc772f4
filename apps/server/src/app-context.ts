import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/** What use cases need from the outside world, built once at start and passed explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
