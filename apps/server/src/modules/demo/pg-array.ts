import { type SQL, sql } from 'drizzle-orm';

/**
 * A whole column as one PostgreSQL array literal, sent as a single text parameter and cast on
 * the server: `insert … select from unnest(…)` then loads any number of rows in one statement
 * with a handful of parameters, the same on PGlite and node-postgres (no 65,535-parameter limit,
 * no driver-specific array serialisation).
 */
export function pgArray(values: readonly (string | number | null)[], type: 'bigint' | 'int' | 'text'): SQL {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  });
  return sql`(${`{${items.join(',')}}`}::text)::${sql.raw(type)}[]`;
}
