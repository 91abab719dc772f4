import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import { type DatabaseHandle, openDatabase, queryRows } from './client.ts';
import { inNodePgTenant } from './pg-tenant-transaction.ts';

/**
 * node-postgres's one-round-trip tenant transaction gives its connection back clean whatever
 * failed: a pool of one connection shows it, as the next query gets that same connection.
 * PostgreSQL only (PGlite takes drizzle's own transaction): runs in CI's PostgreSQL suite.
 */
describe.skipIf(!testDatabaseUrl())('the node-postgres tenant transaction', () => {
  let template: DatabaseHandle;
  let single: DatabaseHandle;

  beforeAll(async () => {
    template = await openTestDatabase();
    single = await openDatabase({ driver: 'postgres', url: template.url ?? '', poolSize: 1 });
  });

  afterAll(async () => {
    await single?.close();
    await template?.close();
  });

  const nextQueryWorks = async () =>
    (await queryRows<{ one: number }>(single.db, sql`select 1 as one`))[0]?.one;

  it('rolls back when the settings fail after BEGIN, so the connection is not left aborted', async () => {
    await expect(inNodePgTenant(single.db, 'select 1/0', async () => 'never')).rejects.toThrow(
      /division by zero/,
    );
    expect(await nextQueryWorks()).toBe(1);
  });

  it('rolls back when the work fails, and writes nothing', async () => {
    const failing = inNodePgTenant(single.db, 'select 1', async (tx) => {
      await tx.execute(sql`create temporary table written (id int)`);
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await nextQueryWorks()).toBe(1);
    const [table] = await queryRows<{ found: string | null }>(
      single.db,
      sql`select to_regclass('pg_temp.written')::text as found`,
    );
    expect(table?.found).toBeNull();
  });
});
