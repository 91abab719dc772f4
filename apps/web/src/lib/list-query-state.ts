import type { z } from 'zod';
import type { QueryParams } from './api-client.ts';

/**
 * The pure half of a list's URL state (`useListQuery` is the other): reading the query string through the
 * list's shared zod schema and writing back only what differs from the defaults, so links stay short
 * and a bad value in a shared link falls back to its default instead of breaking the screen.
 */
export interface ListQueryBase {
  page: number;
  per_page: number;
  sort: string;
  sortDesc: boolean;
  search?: string | undefined;
}

/** A list query schema such as `skuListQuerySchema` (built by `listQuerySchema` in the shared package). */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape>;
export type ListQueryOf<S extends ListQuerySchema> = z.output<S> & ListQueryBase;
/** What a list may be told to change: any of its fields, `undefined` removing a filter. */
export type ListQueryPatch<Q> = { [K in keyof Q]?: Q[K] | undefined };

const PAGING_KEYS: ReadonlySet<string> = new Set(['page', 'per_page']);

/** The query string as a plain object; empty values count as absent and repeated keys become arrays. */
export function searchParamsToRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length === 1) record[key] = values[0] as string;
    else if (values.length > 1) record[key] = values;
  }
  return record;
}

/** The schema's defaults, with the screen's own defaults (e.g. a per_page of 50) on top. */
export function listQueryDefaults<S extends ListQuerySchema>(
  schema: S,
  defaults: ListQueryPatch<ListQueryOf<S>> = {},
): ListQueryOf<S> {
  return schema.parse(withoutUndefined(defaults)) as ListQueryOf<S>;
}

/**
 * Parses the URL's list state. Keys the schema rejects (an unknown sort, page=abc) are dropped one
 * by one until the rest parses, so one stale parameter does not throw the whole view away.
 */
export function parseListQuery<S extends ListQuerySchema>(
  schema: S,
  params: URLSearchParams,
  defaults: ListQueryPatch<ListQueryOf<S>> = {},
): ListQueryOf<S> {
  const record: Record<string, unknown> = { ...withoutUndefined(defaults), ...searchParamsToRecord(params) };
  const keys = Object.keys(schema.shape);
  for (let attempt = 0; attempt <= keys.length; attempt++) {
    const parsed = schema.safeParse(pick(record, keys));
    if (parsed.success) return parsed.data as ListQueryOf<S>;
    for (const issue of parsed.error.issues) delete record[String(issue.path[0])];
  }
  return listQueryDefaults(schema, defaults);
}

/**
 * Writes the list's fields into a copy of `current`, leaving foreign parameters alone. Values equal to
 * their default and `fixed` values (set by the screen, not the user) are left out.
 */
export function writeListQuery<Q extends ListQueryBase>({
  current,
  query,
  defaults,
  keys,
  fixed = {},
}: {
  current: URLSearchParams;
  query: Q;
  defaults: Q;
  keys: readonly string[];
  fixed?: Partial<Q>;
}): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of keys) next.delete(key);
  for (const key of keys) {
    if (key in fixed) continue;
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (sameValue(value, (defaults as Record<string, unknown>)[key])) continue;
    for (const item of Array.isArray(value) ? value : [value]) next.append(key, String(item));
  }
  return next;
}

/** Keys that order or page the list; they never narrow what it holds. */
const VIEW_KEYS: ReadonlySet<string> = new Set(['page', 'per_page', 'sort', 'sortDesc']);

/**
 * Whether the user has narrowed the list (a search or a filter away from its default), so an empty
 * result means "nothing matches" rather than "nothing yet". Values the screen fixes do not count.
 */
export function isFilteredListQuery<Q extends ListQueryBase>({
  query,
  defaults,
  keys,
  fixed = {},
}: {
  query: Q;
  defaults: Q;
  keys: readonly string[];
  fixed?: Partial<Q>;
}): boolean {
  return keys.some((key) => {
    if (VIEW_KEYS.has(key) || key in fixed) return false;
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') return false;
    if (Array.isArray(value) && value.length === 0) return false;
    return !sameValue(value, (defaults as Record<string, unknown>)[key]);
  });
}

/**
 * Applies a change to the list state. Anything but a page change (a filter, the sort, the page size,
 * the search) starts again at page 1: page 7 of the old result means nothing in the new one.
 */
export function patchListQuery<Q extends ListQueryBase>(query: Q, patch: ListQueryPatch<Q>): Q {
  const changesResult = Object.keys(patch).some(
    (key) => key !== 'page' && !sameValue(patch[key as keyof Q], query[key as keyof Q]),
  );
  const next = { ...query, ...patch } as Q;
  for (const key of Object.keys(patch)) {
    if (patch[key as keyof Q] === undefined) delete (next as Record<string, unknown>)[key];
  }
  if (changesResult && !('page' in patch)) next.page = 1;
  return next;
}

/** Clicking a header: the same column flips the direction, another column sorts ascending. */
export function nextSort<Q extends ListQueryBase>(query: Q, sort: string): Pick<Q, 'sort' | 'sortDesc'> {
  return { sort, sortDesc: query.sort === sort ? !query.sortDesc : false } as Pick<Q, 'sort' | 'sortDesc'>;
}

/** The list state as request parameters for the API. */
export function toRequestParams(query: object): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return params;
}

/** What an export of "the list as shown" sends: every filter and the sort, but every page. */
export function toExportParams(query: object): QueryParams {
  const params = toRequestParams(query);
  for (const key of PAGING_KEYS) delete params[key];
  return params;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

function withoutUndefined(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
}
