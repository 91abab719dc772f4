import type { User } from '@backoffice/shared';
import { createContext, use } from 'react';

/** Set by the signed-in route shell once the navigation guard has a user. */
export const UserContext = createContext<User | null>(null);

/** The signed-in user; only callable below the signed-in shell, where it is never missing. */
export function useUser(): User {
  const user = use(UserContext);
  if (!user) throw new Error('useUser() is only available on signed-in routes');
  return user;
}
