import { href } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pickOrganisation, rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { currentUserQueryOptions } from '../api/get-current-user.ts';

/**
 * After login, register or create-password: fetch the user (which marks the session logged in),
 * select the remembered organisation if it still exists, else the first, and go to the intended
 * page or that organisation's dashboard.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (redirect?: string | null) => {
    const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    if (!user) throw new Error('Signed in, but the session was not found.');
    const organisation = pickOrganisation(user, rememberedOrganisation.get());
    if (organisation) rememberedOrganisation.set(organisation.ulid);
    const fallback = organisation ? href('dashboard', { organisation: organisation.ulid }) : '/';
    await navigate(safeRedirect(redirect) ?? fallback, { replace: true });
  };
}
