import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { type DatabaseHandle, queryRows } from './client.ts';
import { nodePgClientOf } from './pg-tenant-transaction.ts';
import { copyField, copyText, stageRows, stageTable } from './staging.ts';
import { inTenant } from './tenant-transaction.ts';

const STAGED = stageTable('stage_test_rows', {
  name: 'text',
  amount: 'bigint',
  flag: 'boolean',
  at: 'timestamptz',
});

describe('copyField (COPY text format)', () => {
  it('escapes what would end a field or a line, and writes null as \\N', () => {
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyField(null)).toBe('\\N');
    expect(copyField('\\N')).toBe('\\\\N');
    expect(copyField(true)).toBe('t');
    expect(copyField(-12)).toBe('-12');
    expect(copyField(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
  });
});

describe('copyText', () => {
  it('writes a line per row, fields tab-separated, in chunks that end with a whole line', () => {
    const rows = Array.from({ length: 501 }, (_, index) => [index, `a\tb`, null]);
    const chunks = [...copyText(rows)];
    expect(chunks).toHaveLength(2);
    expect(chunks.every((chunk) => chunk.endsWith('\n'))).toBe(true);
    const lines = chunks.join('').split('\n');
    expect(lines).toHaveLength(502);
    expect(lines[0]).toBe('0\ta\\tb\t\\N');
    expect(lines[500]).toBe('500\ta\\tb\t\\N');
    expect([...copyText([])]).toEqual([]);
  });
});

describe('stageRows', () => {
  let handle: DatabaseHandle;
  // Staged rows are the connection's own: no organisation's rows, so any id will do.
  const organisationId = 1;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  const rows = [
    {
      name: 'tab\there, line\nthere, back\\slash, \\N, quote "\' and ü日本',
      amount: 2 ** 40,
      flag: true,
      at: new Date('2026-03-04T05:06:07Z'),
    },
    { name: null, amount: null, flag: null, at: null },
    { name: '', amount: -1, flag: false, at: new Date('2025-12-31T23:59:59.999Z') },
  ];

  it('loads rows as they are for the transaction, by COPY on PostgreSQL, and keeps none after it', async () => {
    const read = await inTenant(handle.db, organisationId, async (tx) => {
      // The tenant transaction of a job or request is where staging runs: on PostgreSQL it is on
      // one connection, which COPY needs.
      expect(nodePgClientOf(tx) !== undefined).toBe(handle.driver === 'postgres');
      await stageRows(tx, STAGED, rows);
      return queryRows<{
        name: string | null;
        amount: string | null;
        flag: boolean | null;
        at: Date | string | null;
      }>(
        tx,
        sql`select name, amount::text as amount, flag, at from stage_test_rows order by amount nulls last`,
      );
    });
    expect(read.map((row) => row.name)).toEqual(['', rows[0]?.name, null]);
    expect(read.map((row) => row.amount)).toEqual(['-1', String(2 ** 40), null]);
    expect(read.map((row) => row.flag)).toEqual([false, true, null]);
    expect(read.map((row) => (row.at === null ? null : new Date(row.at).toISOString()))).toEqual([
      '2025-12-31T23:59:59.999Z',
      '2026-03-04T05:06:07.000Z',
      null,
    ]);
    // A second load in the same transaction replaces the first.
    const replaced = await inTenant(handle.db, organisationId, async (tx) => {
      await stageRows(tx, STAGED, rows);
      await stageRows(tx, STAGED, rows.slice(0, 1));
      return queryRows<{ count: number }>(tx, sql`select count(*)::int as count from stage_test_rows`);
    });
    expect(replaced[0]?.count).toBe(1);
    // A later transaction (on whichever connection) starts from an empty table.
    const after = await inTenant(handle.db, organisationId, async (tx) => {
      await stageRows(tx, STAGED, []);
      return queryRows<{ count: number }>(tx, sql`select count(*)::int as count from stage_test_rows`);
    });
    expect(after[0]?.count).toBe(0);
  });

  it('refuses a table name that is not a staging one', () => {
    expect(() => stageTable('store_orders', { id: 'bigint' })).toThrow(/not a staging table/);
  });
});
