import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createPglite } from '../db/pglite.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { workJobs } from '../jobs/workers.ts';
import {
  adminQuery,
  pgliteTemplateFile,
  testDatabaseUrl,
  waitForNoConnections,
  withDatabase,
} from './test-database.ts';

/**
 * Migrates one template database per run; each test file clones it (see test-database.ts).
 *
 * Both server projects (`server`, and `server-own-process` for the files that need a process of
 * their own: vitest.config.ts) clone the same template. Vitest runs each project's globalSetup in
 * its one main process but through a module runner per project, so module state is not shared:
 * the template is kept on globalThis, made by the first project and removed by the last.
 */
export default async function setup(project: TestProject) {
  const template = `sbo_template_${process.pid}`;
  project.provide('testTemplate', template);
  const registry = globalThis as unknown as Record<symbol, SharedTemplate | undefined>;
  const shared = registry[SHARED] ?? { users: 0, ready: createTemplate(template) };
  registry[SHARED] = shared;
  shared.users += 1;
  const remove = await shared.ready;
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry[SHARED] = undefined;
    await remove();
  };
}

interface SharedTemplate {
  users: number;
  /** Resolves once the template is ready, with what removes it. */
  ready: Promise<() => Promise<void>>;
}
const SHARED = Symbol.for('backoffice.server-test-template');

async function createTemplate(name: string): Promise<() => Promise<void>> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const client = await createPglite();
    const handle = await openDatabase({ driver: 'pglite', client });
    await prepare(handle);
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const file = pgliteTemplateFile(name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return () => rm(file, { force: true });
  }
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl, name) });
  await prepare(handle);
  await handle.close();
  // CREATE DATABASE … TEMPLATE refuses a template anyone is still connected to.
  await waitForNoConnections(adminUrl, name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

/**
 * The schema, then pg-boss's own schema and every queue the product works: made here once instead
 * of at the start of every test file (on PGlite, ~1.5 s of each file's server start).
 */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  const dataDir = await mkdtemp(join(tmpdir(), 'sbo-template-'));
  try {
    const log = pino({ level: 'silent' });
    const config = loadConfig({ DATA_DIR: dataDir });
    const jobs = createJobQueue({ database: handle, log, expireSeconds: config.jobTimeoutSeconds });
    await jobs.start();
    await workJobs({ database: handle, jobs, log, config });
    await jobs.stop({ timeoutMs: 1_000 });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
