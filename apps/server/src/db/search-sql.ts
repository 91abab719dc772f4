import { type AnyColumn, asc, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { likePattern, prefixPattern } from './list-sql.ts';

/**
 * A search over text columns: any of them contains the query, best first: an exact match of any
 * column, then a column starting with the query, then the rest by the first column. Matching
 * goes through `matchedIn`, a lower-cased column holding them all (one trigram index, one LIKE
 * per row), when the table has one, else ILIKE on each column (each with its trigram index).
 * One shape for every search source (migration 0012).
 */
export function textSearch(
  columns: [AnyColumn, ...AnyColumn[]],
  query: string,
  { matchedIn }: { matchedIn?: AnyColumn } = {},
): { where: SQL; orderBy: SQL[] } {
  const contains = likePattern(query);
  const startsWith = prefixPattern(query);
  const anyOf = (condition: (column: AnyColumn) => SQL) => sql.join(columns.map(condition), sql` or `);
  const rank = sql`case when ${anyOf((column) => sql`lower(${column}) = lower(${query})`)} then 0 when ${anyOf((column) => ilike(column, startsWith))} then 1 else 2 end`;
  return {
    where: matchedIn
      ? like(matchedIn, sql`lower(${contains})`)
      : (or(...columns.map((column) => ilike(column, contains))) as SQL),
    orderBy: [asc(rank), asc(columns[0])],
  };
}
