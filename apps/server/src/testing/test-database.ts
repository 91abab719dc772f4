import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

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
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return openDatabase({ driver: 'pglite', client });
  }
  const name = `sbo_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('testTemplate')}`);
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl, name), poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
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
