import type { User } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<{ data: User }>('/api/users/me', { signal });
  return data;
}

/**
 * The session (spec section 4): logged in once this holds a user. null is written on logout or
 * session expiry, so guards see "logged out" without another request. The guards own this query's
 * errors (a 401 here is the normal answer for a visitor), hence no global toast.
 */
export function currentUserQueryOptions() {
  return queryOptions<User | null>({
    queryKey: userKeys.current,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { errorHandling: 'none' },
  });
}
