import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryParams } from './api-client.ts';
import {
  isFilteredListQuery,
  type ListQueryOf,
  type ListQueryPatch,
  type ListQuerySchema,
  listQueryDefaults,
  nextSort,
  parseListQuery,
  patchListQuery,
  toExportParams,
  toRequestParams,
  writeListQuery,
} from './list-query-state.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export interface UseListQueryOptions<Q> {
  /** Defaults of this screen on top of the schema's (left out of the URL when unchanged). */
  defaults?: ListQueryPatch<Q>;
  /** Values the screen imposes (e.g. mapped=false on the mapping screen): always applied, never in the URL. */
  fixed?: ListQueryPatch<Q>;
}

export interface ListQueryState<Q> {
  /** The parsed list state with the fixed values applied. */
  query: Q;
  /** The state as API request parameters, and without page/per_page for a CSV export. */
  requestParams: QueryParams;
  exportParams: QueryParams;
  /** A search or filter narrows the list (not the screen's fixed values): "no match", not "none yet". */
  filtered: boolean;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Sorts by a column; the same column again flips the direction. */
  toggleSort: (sort: string) => void;
  /** Changes filters (undefined removes one); goes back to page 1. */
  setFilters: (patch: ListQueryPatch<Q>) => void;
  /** The search box's text, ahead of the URL, which follows it after a pause in typing. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** Back to the defaults (keeps parameters that are not the list's). */
  reset: () => void;
}

/**
 * A list's state kept in the URL query, so a view survives a reload and can be
 * shared: page, per_page, sort, sortDesc, search and the list's filters, read through the list's
 * shared zod query schema, e.g. `useListQuery(skuListQuerySchema, { fixed: { mapped: false } })`.
 */
export function useListQuery<S extends ListQuerySchema>(
  schema: S,
  { defaults = {}, fixed = {} }: UseListQueryOptions<ListQueryOf<S>> = {},
): ListQueryState<ListQueryOf<S>> {
  type Q = ListQueryOf<S>;
  const [searchParams, setSearchParams] = useSearchParams();
  // Options arrive as new object literals on each render; rebuilt from their JSON they stay stable.
  const defaultsJson = JSON.stringify(defaults);
  const fixedJson = JSON.stringify(fixed);
  const stableDefaults = useMemo(() => JSON.parse(defaultsJson) as ListQueryPatch<Q>, [defaultsJson]);
  const stableFixed = useMemo(() => JSON.parse(fixedJson) as ListQueryPatch<Q>, [fixedJson]);
  const baseline = useMemo(() => listQueryDefaults(schema, stableDefaults), [schema, stableDefaults]);
  const keys = useMemo(() => Object.keys(schema.shape), [schema]);
  const query = useMemo(
    () => ({ ...parseListQuery(schema, searchParams, stableDefaults), ...stableFixed }) as Q,
    [schema, searchParams, stableDefaults, stableFixed],
  );

  const write = useCallback(
    (patch: ListQueryPatch<Q>, replace = false) => {
      setSearchParams(
        (current) => {
          const from = { ...parseListQuery(schema, current, stableDefaults), ...stableFixed } as Q;
          const next = patchListQuery(from, patch);
          return writeListQuery({
            current,
            query: next,
            defaults: baseline,
            keys,
            fixed: stableFixed as Partial<Q>,
          });
        },
        { replace },
      );
    },
    [setSearchParams, schema, baseline, keys, stableDefaults, stableFixed],
  );

  const urlSearch = query.search ?? '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const lastWritten = useRef(urlSearch);
  // The URL changed under us (back button, a link): the box shows what the URL says.
  useEffect(() => {
    if (urlSearch !== lastWritten.current) {
      lastWritten.current = urlSearch;
      setSearchInput(urlSearch);
    }
  }, [urlSearch]);
  useEffect(() => {
    const typed = searchInput.trim();
    if (typed === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = typed;
      // Typing replaces the history entry: Back should leave the list, not replay each keystroke.
      write({ search: typed === '' ? undefined : typed } as ListQueryPatch<Q>, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, write]);

  return {
    query,
    requestParams: useMemo(() => toRequestParams(query), [query]),
    exportParams: useMemo(() => toExportParams(query), [query]),
    filtered: isFilteredListQuery({ query, defaults: baseline, keys, fixed: stableFixed as Partial<Q> }),
    setPage: (page) => write({ page } as ListQueryPatch<Q>),
    setPerPage: (perPage) => write({ per_page: perPage } as ListQueryPatch<Q>),
    toggleSort: (sort) => write(nextSort(query, sort) as ListQueryPatch<Q>),
    setFilters: (patch) => write(patch),
    searchInput,
    setSearchInput,
    reset: () => {
      lastWritten.current = '';
      setSearchInput('');
      setSearchParams((current) => writeListQuery({ current, query: baseline, defaults: baseline, keys }));
    },
  };
}
