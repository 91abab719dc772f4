import {
  type QueryClient,
  QueryClientProvider,
  type UseQueryOptions,
  useQueries,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../lib/api-client.ts';
import { type OrganisationResource, resourceKeys } from '../lib/query-keys.ts';
import type { FakeRequest } from './fake-fetch.ts';
import { createTestQueryClient } from './render.tsx';

// biome-ignore lint/suspicious/noExplicitAny: any query's options, whatever its data, may be watched.
type AnyQueryOptions = UseQueryOptions<any, Error, any, any>;

/**
 * Runs a hook (a mutation hook, typically) beside queries kept on screen, as the sidebar's counts
 * and a list screen keep theirs: an invalidation refetches a watched query, so a test can count the
 * requests of each. Resolves once every watched query has loaded.
 */
export async function renderWithWatchedQueries<T>(
  hook: () => T,
  queries: readonly AnyQueryOptions[],
  queryClient: QueryClient = createTestQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(() => ({ watched: useQueries({ queries: [...queries] }), hook: hook() }), {
    wrapper,
  });
  await waitFor(() => {
    if (!rendered.result.current.watched.every((query) => query.isSuccess)) throw new Error('still loading');
  });
  /** Calls the hook's result (e.g. `run((mutation) => mutation.mutateAsync(input))`) inside act. */
  const run = <R,>(call: (value: T) => Promise<R>): Promise<R> =>
    act(() => call(rendered.result.current.hook));
  return { ...rendered, queryClient, run };
}

/** How many requests of this method went to this path (the query string left aside). */
export function requestCount(requests: readonly FakeRequest[], method: string, path: string): number {
  return requests.filter((request) => request.method === method && request.url.pathname === path).length;
}

/** A list answer with no rows, for lists a test keeps on screen only to see them refetched. */
export const EMPTY_PAGE = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 25, total: 0, from: null, to: null },
};

/** The counts answer. */
export const COUNTS = { disputes: 0, transfers: { drafts: 0, problems: 0 }, skus: 3, orders: 0 };

/**
 * Another feature's list as its screen keeps it (`resourceKeys(resource).list(ulid)`), for a test
 * that must see a mutation refresh a resource its feature does not own, without importing that
 * feature. It asks `GET <path>`.
 */
export function watchedList(organisationUlid: string, resource: OrganisationResource, path: string) {
  return {
    queryKey: resourceKeys(resource).list(organisationUlid),
    queryFn: () => apiClient.get<unknown>(path),
  };
}
