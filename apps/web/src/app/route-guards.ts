import { href, type User } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.ts';
import { isUnauthenticated } from '../lib/api-error.ts';
import { pickOrganisation, rememberedOrganisation } from '../lib/current-organisation.ts';
import { notifyError } from '../lib/notify.ts';
import { loginPathFor } from '../lib/safe-redirect.ts';

/**
 * The navigation guard of spec section 4, as route loaders. A failed user fetch means logged out;
 * 'Unauthenticated' is the ordinary answer for a visitor, anything else is also reported.
 */
async function loadUser(queryClient: QueryClient, { quiet = false } = {}): Promise<User | null> {
  try {
    return await queryClient.ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true });
  } catch (error) {
    if (isUnauthenticated(error)) {
      // Remember "logged out", so the next guard (e.g. login's, after this redirect) needs no request.
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    } else if (!quiet) {
      notifyError(error);
    }
    return null;
  }
}

/** Routes not marked public: a signed-in user, and membership of the :organisation in the path. */
export function requireUserLoader(queryClient: QueryClient) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await loadUser(queryClient);
    if (!user) throw redirect(loginPathFor(new URL(request.url)));
    if (params.organisation !== undefined) {
      // 404 rather than 403 for someone else's organisation, as the API does: a stranger learns
      // nothing, not even that it exists.
      if (!user.organisations.some((organisation) => organisation.ulid === params.organisation)) {
        throw data('This organisation does not exist, or you are not a member of it.', { status: 404 });
      }
      rememberedOrganisation.set(params.organisation);
    }
    // Spec section 2: {id} is an integer, so anything else cannot name a record.
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw data('Not Found', { status: 404 });
    return null;
  };
}

/** Login and register: a user who is already signed in goes to their dashboard instead. */
export function guestOnlyLoader(queryClient: QueryClient) {
  return async () => {
    const user = await loadUser(queryClient, { quiet: true });
    if (user) throw redirect('/');
    return null;
  };
}

/** "/" opens the remembered organisation's dashboard (spec section 2), or a page saying there is none. */
export function homeLoader(queryClient: QueryClient) {
  return async () => {
    const user = await loadUser(queryClient);
    if (!user) throw redirect(href('login'));
    const organisation = pickOrganisation(user, rememberedOrganisation.get());
    if (organisation) throw redirect(href('dashboard', { organisation: organisation.ulid }));
    return null;
  };
}
