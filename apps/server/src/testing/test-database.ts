import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, databaseTargetFromConfig, openDatabase } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';

/**
 * Each test file gets a database of its own, cloned from a template that global-setup migrated
 * once: a copy of a PGlite data directory by default, `CREATE DATABASE … TEMPLATE` on PostgreSQL
 * when TEST_DATABASE_URL is set. Tests never see each other's rows.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: string;
  }
}

export const pgliteTemplateFile = (template: string) => join(tmpdir(), `${template}.tar`);

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const client = await createPglite({
      loadDataDir: new TemplateTar(await templateBytes(inject('testTemplate'))),
      startParams: TEST_START_PARAMS,
    });
    return openDatabase({ driver: 'pglite', client });
  }
  const name = `sbo_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('testTemplate')}`);
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl, name), poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      // pg's pool.end() resolves before its connections have finished closing; dropping with
      // FORCE at that moment kills them mid-goodbye and they surface as unhandled errors.
      await waitForNoConnections(adminUrl, name);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A migrated database for a server process a test starts itself (`src/server.ts` in a child, with
 * DATA_DIR `dataDir`): a copy of the template as a new PostgreSQL database (`databaseUrl`), or as
 * the PGlite data directory the process opens under `dataDir` (`databaseUrl` empty), so the process
 * does not create and migrate a database first. A test of that first start must not use it.
 */
export async function copyTestTemplate({ dataDir }: { dataDir: string }): Promise<{
  databaseUrl: string;
  drop(): Promise<void>;
}> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const target = databaseTargetFromConfig({ dataDir });
    if (target.driver !== 'pglite' || !target.dataDir) throw new Error('expected a PGlite directory');
    await mkdir(target.dataDir, { recursive: true });
    const client = await createPglite({
      dataDir: target.dataDir,
      loadDataDir: new TemplateTar(await templateBytes(inject('testTemplate'))),
      startParams: TEST_START_PARAMS,
    });
    await client.close();
    return { databaseUrl: '', drop: async () => {} };
  }
  const name = `sbo_copy_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('testTemplate')}`);
  return {
    databaseUrl: withDatabase(adminUrl, name),
    async drop() {
      // As in openTestDatabase: a test's pools may still be saying goodbye (the killed server's
      // connections are gone at once; FORCE is for those that are not).
      await waitForNoConnections(adminUrl, name);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * PGlite's postgresql.conf asks for 128 MB of shared buffers, which the embedded server zeroes on
 * every start: ~0.7 s of CPU per clone, for a database of a few MB. Buffers are a cache, so a test
 * database gets 16 MB (data that outgrows them is written to the in-memory files, not lost).
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The template's bytes, read once per worker: test files that share a worker clone it from memory. */
const templates = new Map<string, Promise<Uint8Array>>();
function templateBytes(template: string): Promise<Uint8Array> {
  let bytes = templates.get(template);
  if (!bytes) {
    bytes = readFile(pgliteTemplateFile(template));
    templates.set(template, bytes);
  }
  return bytes;
}

/**
 * The template in the shape PGlite's `loadDataDir` takes, which only ever calls `arrayBuffer()`.
 * Node's own Blob answers that for 44 MB in ~0.6 s (chunked reads and concatenation); this one
 * hands over a copy at once. A copy, because the clone must never write into the shared bytes.
 */
class TemplateTar extends Blob {
  constructor(private readonly template: Uint8Array) {
    super([], { type: 'application/x-tar' });
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.template.slice().buffer;
  }
}

export async function waitForNoConnections(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
