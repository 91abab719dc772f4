import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
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
  };
}
