import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** A tenant table: keyed (organisation_id, id). */
type TenantTable = PgTable & { organisationId: AnyPgColumn; id: AnyPgColumn };
type NamedTenantTable = TenantTable & { name: AnyPgColumn };

const CHUNK = 1000;

/**
 * Which of these ids are rows of the organisation in `table`. With `lock`, the rows found are
 * held until commit ('key share': a concurrent delete waits; 'update': so does a concurrent edit),
 * so a write that points at them cannot race a delete into a foreign-key error.
 */
export async function ownedIds(
  db: Executor,
  table: TenantTable,
  organisationId: number,
  ids: readonly number[],
  lock?: 'key share' | 'update',
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  const found = new Set<number>();
  for (let start = 0; start < unique.length; start += CHUNK) {
    const query = db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(
        and(eq(table.organisationId, organisationId), inArray(table.id, unique.slice(start, start + CHUNK))),
      );
    const rows = lock ? await query.for(lock) : await query;
    for (const row of rows) found.add(Number(row.id));
  }
  return found;
}

/** Whether another row of the organisation already has this name, compared case-blind. */
export async function nameTaken(
  db: Executor,
  table: NamedTenantTable,
  { organisationId, name, exceptId }: { organisationId: number; name: string; exceptId?: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      and(
        eq(table.organisationId, organisationId),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
