import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRIZZLE_TEXT_TYPES,
  drizzleClientOf,
  literalOf,
  nameStatement,
  pgliteDateParsing,
} from './pglite-drizzle-client.ts';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
});

let client: PGlite;
let plain: ReturnType<typeof drizzle>;
let wrapped: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table notes (id int primary key, body text not null, written_at timestamptz not null);
    insert into notes values (1, 'it''s a \\ back\\slash', '2026-01-02T03:04:05.678Z'), (2, 'two', '2026-02-03T00:00:00Z')`);
  plain = drizzle({ client });
  wrapped = drizzle({ client: drizzleClientOf(client) });
});
afterAll(() => client.close());

describe('the PGlite client drizzle is given', () => {
  it('runs a named statement prepared, with the same rows as the plain query, for any text parameter', async () => {
    const build = (db: typeof plain, name: string) =>
      db
        .select()
        .from(notes)
        .where(sql`${notes.body} = ${sql.placeholder('body')} or ${notes.id} = ${sql.placeholder('id')}`)
        .prepare(name);
    const named = build(wrapped, 'test_note_lookup');
    nameStatement('test_note_lookup', named.getQuery().sql);
    for (const params of [
      { body: "it's a \\ back\\slash", id: 0 },
      { body: "'; drop table notes; --", id: 2 },
      { body: 'ünïcödé ✓', id: 1 },
    ]) {
      expect(await named.execute(params)).toEqual(await build(plain, 'unnamed').execute(params));
    }
    const statements = await client.query<{ name: string }>('select name from pg_prepared_statements');
    expect(statements.rows.map((row) => row.name)).toContain('test_note_lookup');
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps a statement prepared inside a transaction that rolled back', async () => {
    const text = 'select body from notes where id = $1';
    nameStatement('test_body_of', text);
    await expect(
      wrapped.transaction(async (tx) => {
        await tx.execute(sql`select body from notes where id = ${1}`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await wrapped.execute(sql`select body from notes where id = ${2}`)).rows).toEqual([
      { body: 'two' },
    ]);
  });

  it('merges exactly the parsers drizzle passes with every query, and they read values as text', async () => {
    const prepared = plain.select().from(notes).prepare('parsers') as unknown as {
      queryConfig: { parsers: Record<string, (value: string) => unknown> };
    };
    const drizzleTypes = Object.keys(prepared.queryConfig.parsers).map(Number).sort();
    expect(drizzleTypes).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    for (const parse of Object.values(prepared.queryConfig.parsers))
      expect(parse('2026-01-02')).toBe('2026-01-02');
  });

  it('leaves other callers dates as PGlite parses them', async () => {
    const { rows } = await client.query<{ at: unknown }>(
      `select written_at as at from notes where id = 1`,
      [],
      pgliteDateParsing(client),
    );
    expect(rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(client.parsers[types.TIMESTAMPTZ]?.('2026-01-02 03:04:05+00', types.TIMESTAMPTZ)).toBe(
      '2026-01-02 03:04:05+00',
    );
  });
});

describe('literalOf', () => {
  it('quotes scalars so that EXECUTE casts them, and refuses what it cannot quote', () => {
    expect(literalOf("it's")).toBe("'it''s'");
    expect(literalOf('a\\b')).toBe(" E'a\\\\b'");
    expect(literalOf(42)).toBe("'42'");
    expect(literalOf(null)).toBe('NULL');
    expect(literalOf(new Date('2026-01-02T00:00:00Z'))).toBe("'2026-01-02T00:00:00.000Z'");
    expect(() => literalOf(Number.NaN)).toThrow(TypeError);
    expect(() => literalOf({ a: 1 })).toThrow(TypeError);
  });

  it('is refused a second text under a name already given', () => {
    nameStatement('test_taken', 'select 1');
    expect(() => nameStatement('test_taken', 'select 2')).toThrow(/already names/);
    expect(() => nameStatement('Robert; drop', 'select 3')).toThrow(/Not a statement name/);
  });
});
