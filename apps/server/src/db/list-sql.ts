import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/**
 * ORDER BY for a whitelisted sort key, with a unique tiebreaker so pages never repeat or skip
 * rows. Nulls sort last either way, as people expect in a table.
 */
export function orderBy<K extends string>(
  columns: Record<K, AnyColumn | SQL>,
  sort: K,
  sortDesc: boolean,
  tiebreaker: AnyColumn,
): SQL[] {
  const column = columns[sort];
  const direction = sortDesc ? desc : asc;
  return [sql`${direction(column)} nulls last`, direction(tiebreaker)];
}

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** The term with LIKE's wildcards (% and _) and escape character taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
