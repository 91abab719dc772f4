import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createPglite } from '../db/pglite.ts';
import { adminQuery, pgliteTemplateFile, testDatabaseUrl, withDatabase } from './test-database.ts';

/** Migrates one template database per run; each test file clones it (see test-database.ts). */
export default async function setup(project: TestProject) {
  const template = `sbo_template_${process.pid}`;
  project.provide('testTemplate', template);
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const client = await createPglite();
    const handle = await openDatabase({ driver: 'pglite', client });
    await runMigrations(handle);
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const file = pgliteTemplateFile(template);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return async () => {
      await rm(file, { force: true });
    };
  }
  const name = template;
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl, name) });
  await runMigrations(handle);
  await handle.close();
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}
