import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { createAppContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';

export interface BenchServer {
  ctx: AppContext;
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real app on a loopback port: PGlite in a fresh temporary directory by default, the
 * PostgreSQL of BENCH_DATABASE_URL when set (then the rows a bench writes stay unless it
 * removes them). `env` adds configuration (e.g. the Amazon endpoints of a simulator).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sbo-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const ctx = await createAppContext({
    config,
    log: pino({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' }),
  });
  const app = await buildApp({ ctx });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    ctx,
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await ctx.database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * On a kept PostgreSQL database, leaves nothing of a bench's organisation and user behind (the
 * ledger first: it blocks the cascade), dead rows included. Left behind, a bench's rows slow the
 * next runs down.
 */
export async function removeBenchOrganisation(
  server: BenchServer,
  { organisationId, userId }: { organisationId: number; userId: number },
): Promise<void> {
  if (server.ctx.database.driver !== 'postgres') return;
  await server.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`delete from inventory_movements where organisation_id = ${organisationId}`);
    await tx.execute(sql`delete from organisations where id = ${organisationId}`);
    await tx.execute(sql`delete from users where id = ${userId}`);
  });
  // The deleted rows stay as dead tuples until a vacuum, and this machine's PostgreSQL runs
  // without autovacuum: every later bench would scan them.
  await server.ctx.db.execute(sql`vacuum analyze`);
}
