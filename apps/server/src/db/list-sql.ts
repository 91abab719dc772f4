import { type AnyColumn, asc, Column, desc, is, type SQL, sql } from 'drizzle-orm';

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
  // NULLS LAST only where a null can be: written on a NOT NULL column, a descending order no
  // longer matches its index (PostgreSQL does not look at the constraint), and the first page of
  // 100,000 transfers by id read and sorted every transfer instead of walking the key back.
  const nullable = !(is(column, Column) && column.notNull);
  return [
    sortDesc && nullable ? sql`${direction(column)} nulls last` : direction(column),
    direction(tiebreaker),
  ];
}

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** The term with LIKE's wildcards (% and _) and escape character taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
