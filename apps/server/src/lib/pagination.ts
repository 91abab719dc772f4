import { type Paginated, paginationMeta } from '@backoffice/shared';

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
