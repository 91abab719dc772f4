import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { Transaction } from './client.ts';
import { nodePgClientOf } from './pg-tenant-transaction.ts';

export type StageValue = string | number | boolean | Date | null;

/** A temporary table that a batch's rows are loaded into before one set-based statement reads them. */
export interface StageTable<Column extends string> {
  name: string;
  /** Each column's PostgreSQL type, in the table's column order. */
  columns: Readonly<Record<Column, string>>;
}

export function stageTable<const Column extends string>(
  name: string,
  columns: Record<Column, string>,
): StageTable<Column> {
  if (!/^stage_[a-z_]+$/.test(name)) throw new Error(`not a staging table name: ${name}`);
  return { name, columns };
}

/**
 * Loads `rows` into the transaction's copy of `table` (a temporary table of the connection,
 * created on first use and emptied at every commit), for the caller's next statement to read as a
 * whole: an upsert joined to it. On PostgreSQL the rows go in by COPY, the protocol's bulk path
 * (no bind parameters, no JSON to parse); PGlite, in this process, takes them as one JSON
 * parameter. Each call replaces what the transaction staged in the table before.
 */
export async function stageRows<Column extends string>(
  tx: Transaction,
  table: StageTable<Column>,
  rows: readonly Readonly<Record<Column, StageValue>>[],
): Promise<void> {
  const columns = Object.keys(table.columns) as Column[];
  const definition = columns.map((column) => `${column} ${table.columns[column]}`).join(', ');
  // One round trip: created without a notice when missing (`if not exists` would send one per
  // batch) and open to every role (a pooled connection may make it outside a tenant
  // transaction's role and use it inside one, or the other way round), else emptied of what this
  // transaction staged before. DELETE, not TRUNCATE: a TRUNCATE gives the table a new file each
  // time, where a DELETE of one batch's rows only marks them.
  await tx.execute(
    sql.raw(`do $$ begin
      if to_regclass('pg_temp.${table.name}') is null then
        create temporary table ${table.name} (${definition}) on commit delete rows;
        grant select, insert, delete on table pg_temp.${table.name} to public;
      else
        delete from pg_temp.${table.name};
      end if;
    end $$`),
  );
  if (rows.length === 0) return;
  const client = nodePgClientOf(tx);
  if (client) {
    const copy = client.query(copyFrom(`copy ${table.name} (${columns.join(', ')}) from stdin`));
    const fields = rows.map((row) => columns.map((column) => row[column]));
    await pipeline(Readable.from(copyText(fields)), copy);
    return;
  }
  await tx.execute(sql`
    insert into ${sql.raw(table.name)} (${sql.raw(columns.join(', '))})
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(definition)})`);
}

/** Rows (each its fields in the COPY's column order) in COPY's text format, a few hundred a chunk. */
export function* copyText(rows: Iterable<readonly StageValue[]>): Generator<string> {
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(row.map(copyField).join('\t'));
    if (lines.length === 500) {
      yield `${lines.join('\n')}\n`;
      lines.length = 0;
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyField(value: StageValue): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (character) => ESCAPES[character] as string);
}
