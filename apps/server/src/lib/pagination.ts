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
  // One after the other: a request's transaction has one connection, which runs one query at a time.
  const total = await count();
  const data = await fetchPage(perPage, (page - 1) * perPage);
  return { data, meta: paginationMeta({ page, perPage, total }) };
}

/**
 * A page whose own statement also says how many rows there are (`count(*) over ()`, or a kept
 * count): one round trip where `paginate` makes two, which inside a request's transaction (one
 * connection) cannot run side by side. A page past the end has no row to carry the total, so
 * `count` answers then.
 */
export async function paginateCounted<T>({
  page,
  perPage,
  count,
  fetchCountedPage,
}: {
  page: number;
  perPage: number;
  count: () => Promise<number>;
  fetchCountedPage: (limit: number, offset: number) => Promise<{ rows: T[]; total: number | undefined }>;
}): Promise<Paginated<T>> {
  const { rows, total } = await fetchCountedPage(perPage, (page - 1) * perPage);
  return { data: rows, meta: paginationMeta({ page, perPage, total: total ?? (await count()) }) };
}
