import { type Paginated, paginationMeta } from '@backoffice/shared';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/**
 * Runs a list query as one page plus a total. `fetchPage` gets limit and offset; `count` the
 * total under the same filters. Pages past the end come back empty with the right meta.
 */
export async function paginate<T>({
  page,
  perPage,
  count,
  fetchPage,
}: {
  page: number;
  perPage: number;
  count: () => Promise<number>;
  fetchPage: (limit: number, offset: number) => Promise<T[]>;
}): Promise<Paginated<T>> {
  const [total, data] = await Promise.all([count(), fetchPage(perPage, (page - 1) * perPage)]);
  return { data, meta: paginationMeta({ page, perPage, total }) };
}

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
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
