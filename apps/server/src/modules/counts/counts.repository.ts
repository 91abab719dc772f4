import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/**
 * Reads named scalar subqueries (each module's own count) in one statement: one round trip and
 * one plan for all of them.
 */
export async function readScalars<Name extends string>(
  db: Executor,
  scalars: Record<Name, SQL>,
): Promise<Record<Name, number>> {
  const columns = sql.join(
    Object.entries<SQL>(scalars).map(([name, scalar]) => sql`${scalar} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<Name, number>>(db, sql`select ${columns}`);
  if (!row) throw new Error('a select of scalars returned no row');
  return row;
}
