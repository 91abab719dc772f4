import { z } from 'zod';
import { INT4_MAX } from './fields.ts';

/**
 * List conventions (docs/api-conventions.md): server-side pagination, sorting and filters, all in
 * the query string so a view is a shareable link; Laravel-style paginated responses.
 */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 500;

/** Query-string booleans as browsers and Laravel send them. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sortDesc: queryBoolean.default(false),
});

/** A list query: pagination, `sort` limited to the given columns, and the list's own filters. */
export function listQuerySchema<
  const Sort extends readonly [string, ...string[]],
  Shape extends z.ZodRawShape,
>(sortable: Sort, defaultSort: Sort[number], filters: Shape) {
  return paginationQuerySchema.extend({
    sort: z.enum(sortable).default(defaultSort as never),
    search: z.string().trim().max(200).optional(),
    ...filters,
  });
}

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}
export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
}

export function paginationMeta({
  page,
  perPage,
  total,
}: {
  page: number;
  perPage: number;
  total: number;
}): PaginationMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** Per-row problems of a CSV import: row numbers count the header as row 1, as spreadsheets do. */
export const importResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;
