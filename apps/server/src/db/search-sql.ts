import { type AnyColumn, and, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike, likePattern } from './list-sql.ts';

/** One page of a search source's rows: its own select, given the condition, order and limit. */
export type SelectMatches<Row> = (where: SQL, orderBy: SQL[], limit: number) => PromiseLike<Row[]>;

/**
 * A search over text columns (migration 0012), one shape for every search source: rows whose
 * first column (the record's name or code) equals the query, case aside, come first; then the
 * rest in `orderBy`, an order an index already holds (the SKU id, the lower-cased name).
 *
 * Two indexed statements instead of one sorted by a rank: ranking computes a value for every
 * match before the sort, so a common word ("backpack", 5,000 of 50,000 SKUs) cost 40-130 ms,
 * while walking the index in its order stops after `limit` matches (1-6 ms at any frequency).
 *
 * Matching goes through `matchedIn`, a lower-cased column holding all the columns (one trigram
 * index, one LIKE per row), when the table has one, else ILIKE on each column (each with its
 * trigram index). LIKE and ILIKE are leakproof (migration 0010), so the indexes serve under row
 * security; `lower()` is not, which is why no condition here wraps a column in it.
 */
export async function findMatches<Row>({
  columns,
  query,
  matchedIn,
  equals,
  orderBy,
  limit,
  select,
  keyOf,
}: {
  columns: [AnyColumn, ...AnyColumn[]];
  query: string;
  matchedIn?: AnyColumn;
  /** "Equals the query" when an index answers it better than the default (first column ILIKE query). */
  equals?: SQL;
  orderBy: SQL[];
  limit: number;
  select: SelectMatches<Row>;
  keyOf: (row: NoInfer<Row>) => unknown;
}): Promise<Row[]> {
  const contains = matchedIn
    ? like(matchedIn, sql`lower(${likePattern(query)})`)
    : (or(...columns.map((column) => ilike(column, likePattern(query)))) as SQL);
  const exact = await select(
    equals ?? (and(contains, ilike(columns[0], escapeLike(query))) as SQL),
    orderBy,
    limit,
  );
  const rest = await select(contains, orderBy, limit + exact.length);
  const seen = new Set(exact.map(keyOf));
  return [...exact, ...rest.filter((row) => !seen.has(keyOf(row)))].slice(0, limit);
}
