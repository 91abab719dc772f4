import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
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
    const dump = await readFile(pgliteTemplateFile(inject('testTemplate')));
    const client = await createPglite({ loadDataDir: new Blob([dump]) });
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

async function waitForNoConnections(adminUrl: string, database: string): Promise<void> {
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
