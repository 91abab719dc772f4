import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { LoadingState } from '../components/ui/query-states.tsx';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.ts';
import { UserContext } from '../lib/use-user.ts';

/**
 * The shell of all signed-in routes. Their loaders have fetched the user before this renders; the
 * user is missing only for the moment between logout (or session expiry) and the login page.
 */
export function RequireUser() {
  const { data: user } = useQuery(currentUserQueryOptions());
  if (!user) return <LoadingState label="Signing out…" />;
  return (
    <UserContext value={user}>
      <Outlet />
    </UserContext>
  );
}
