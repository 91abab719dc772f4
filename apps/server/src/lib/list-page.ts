import type { Paginated } from '@backoffice/shared';
import { paginate } from './pagination.ts';

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
 */
export interface ListSource<Sort extends string, Row> {
  count: () => Promise<number>;
  rows: (window: ListWindow<Sort>) => Promise<Row[]>;
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
 * page's rows need in one query).
 */
export async function listPage<Sort extends string, Row, Item>(
  query: ListPageQuery<Sort>,
  source: ListSource<Sort, Row>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paginated<Item>> {
  const page = await paginate({
    page: query.page,
    perPage: query.per_page,
    count: source.count,
    fetchPage: (limit, offset) => source.rows({ sort: query.sort, sortDesc: query.sortDesc, limit, offset }),
  });
  return { data: await present(page.data), meta: page.meta };
}
