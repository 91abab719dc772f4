import { type Paginated, paginationMeta } from '@backoffice/shared';

/** The rows of a sorted list that one page shows: what list repositories take besides filters. */
export interface ListWindow<Sort extends string> {
  sort: Sort;
  sortDesc: boolean;
  limit: number;
  offset: number;
}

/**
 * A filtered list as its repository offers it: the rows in a window, and how many rows there are
 * under the same filters. Repositories build one from their WHERE clause; use cases page it.
 * `count` is asked after `rows`, so a source whose page statement also counted its rows
 * (`count(*) over ()`) answers from that and saves a round trip; a page past the end has no row
 * to carry the total, so such a source counts then.
 */
export interface ListSource<Sort extends string, Row> {
  rows: (window: ListWindow<Sort>) => Promise<Row[]>;
  count: () => Promise<number>;
}

/** The part of a list query (`listQuerySchema` in shared) that picks the page and its order. */
export interface ListPageQuery<Sort extends string> {
  page: number;
  per_page: number;
  sort: Sort;
  sortDesc: boolean;
}

/**
 * One page of a sorted list, its rows presented all at once (a presenter may load what the
 * page's rows need in one query). The only way the server pages a list: every list use case
 * answers `{ page }` with what this returns. Pages past the end come back empty with the right meta.
 */
export async function listPage<Sort extends string, Row, Item>(
  query: ListPageQuery<Sort>,
  source: ListSource<Sort, Row>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paginated<Item>> {
  const { page, per_page: perPage, sort, sortDesc } = query;
  // One after the other: a request's transaction has one connection, which runs one query at a time.
  const rows = await source.rows({ sort, sortDesc, limit: perPage, offset: (page - 1) * perPage });
  const total = await source.count();
  return { data: await present(rows), meta: paginationMeta({ page, perPage, total }) };
}
