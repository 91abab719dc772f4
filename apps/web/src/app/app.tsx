import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastHost } from '../components/ui/toast-host.tsx';
import { userKeys } from '../lib/query-keys.ts';
import { isPublicPath, loginPathFor } from '../lib/safe-redirect.ts';
import { createQueryClient } from './query-client.ts';
import { buildRoutes } from './route-table.tsx';

/**
 * A 401 on any call while we thought we were signed in: the session expired or was revoked.
 * Mark the session logged out and go to login, remembering the page to come back to.
 */
function handleSessionExpired(): void {
  const { location } = router.state;
  if (isPublicPath(location.pathname)) return;
  queryClient.setQueryData(userKeys.current, null);
  void router.navigate(loginPathFor(location), { replace: true }).then(() => queryClient.removeQueries());
}

const queryClient = createQueryClient({ onSessionExpired: handleSessionExpired });
const router = createBrowserRouter(buildRoutes(queryClient));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>
  );
}
