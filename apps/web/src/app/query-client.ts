import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isUnauthenticated } from '../lib/api-error.ts';
import { notifyError } from '../lib/notify.ts';
import { userKeys } from '../lib/query-keys.ts';

/**
 * How a failed query or mutation is reported: a toast (default), the console only, not at all, or
 * `inline`: the screen shows it itself (a record's PageState), so a toast would say it twice.
 */
type ErrorHandling = 'toast' | 'log' | 'none' | 'inline';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorHandling?: ErrorHandling };
    mutationMeta: { errorHandling?: ErrorHandling; errorMessage?: string };
  }
}

/**
 * One place reports every server-state error (spec section 8), so screens only add what is
 * specific to them (field errors on forms). A 401 while a user is cached means the session ended
 * behind our back: `onSessionExpired` sends the user to login.
 */
export function createQueryClient({ onSessionExpired }: { onSessionExpired: () => void }): QueryClient {
  const report = (error: unknown, handling: ErrorHandling = 'toast', message?: string) => {
    if (isUnauthenticated(error) && queryClient.getQueryData(userKeys.current)) onSessionExpired();
    if (handling === 'toast') notifyError(error, message);
    else if (handling === 'log') console.error(error);
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.errorHandling) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) =>
        report(error, mutation.meta?.errorHandling, mutation.meta?.errorMessage),
    }),
    defaultOptions: {
      queries: {
        // Only a dropped connection is worth retrying; a 4xx or 5xx will answer the same again.
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.status === 0,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
