import { SIGNED_IN_COOKIE, type User } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { userKeys } from '../../../lib/query-keys.ts';

async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<{ data: User }>('/api/users/me', { signal });
  return data;
}

/**
 * The signed-in user, or null without asking when the server's signed-in hint is absent: a
 * visitor's pages then make no request that answers 401 (and no console error for it).
 */
export async function getCurrentUserIfSignedIn(signal?: AbortSignal): Promise<User | null> {
  if (readCookie(document.cookie, SIGNED_IN_COOKIE) === undefined) return null;
  return getCurrentUser(signal);
}

/**
 * The session (spec section 4): logged in once this holds a user. null is written on logout or
 * session expiry, so guards see "logged out" without another request. The guards own this query's
 * errors (a 401 here is the normal answer for a visitor), hence no global toast.
 */
export function currentUserQueryOptions() {
  return queryOptions<User | null>({
    queryKey: userKeys.current,
    queryFn: ({ signal }) => getCurrentUserIfSignedIn(signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { errorHandling: 'none' },
  });
}
