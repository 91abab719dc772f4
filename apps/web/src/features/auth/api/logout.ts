import { href } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client.ts';
import { clearFormDrafts } from '../../../lib/form-drafts.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export function logout(): Promise<void> {
  return apiClient.post('/api/fortify/logout');
}

/** Logs out, forgets the profile and everything cached for it, and returns to login (spec 2, 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { errorMessage: 'Failed to logout' },
    onSuccess: async () => {
      // null first, so the login page's guard sees a logged-out session and does not bounce back.
      queryClient.setQueryData(userKeys.current, null);
      await navigate(href('login'), { replace: true });
      queryClient.removeQueries();
      // What this user typed and left in forms is no one else's to find in this tab: once the forms
      // signing out unmounted have kept their changes (a tick after they went), they are forgotten.
      setTimeout(clearFormDrafts, 0);
    },
  });
}
