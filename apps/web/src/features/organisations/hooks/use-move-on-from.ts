import { href } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pickOrganisation, rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { useUser } from '../../../lib/use-user.ts';
import { withoutOrganisation } from '../api/without-organisation.ts';

/**
 * After leaving or deleting an organisation: the user lands on the dashboard of another one they
 * belong to (the one they used last, else the first), or, with none left, on "/", the page for
 * users without an organisation, which offers to create one or accept an invitation. To another
 * organisation it navigates first, then drops this one from the user, so the screen being left
 * never renders without it; to "/" the other way round, since "/" opens the user's organisation.
 */
export function useMoveOnFrom() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useUser();
  return async (organisationUlid: string) => {
    const remembered = rememberedOrganisation.get();
    const next = pickOrganisation(
      withoutOrganisation(user, organisationUlid),
      remembered === organisationUlid ? null : remembered,
    );
    rememberedOrganisation.set(next?.ulid ?? null);
    const forget = () =>
      queryClient.setQueryData(userKeys.current, (cached: typeof user | null | undefined) =>
        cached ? withoutOrganisation(cached, organisationUlid) : cached,
      );
    if (next) {
      await navigate(href('dashboard', { organisation: next.ulid }));
      forget();
    } else {
      forget();
      await navigate('/');
    }
    queryClient.removeQueries({ queryKey: ['organisations', organisationUlid] });
    void queryClient.invalidateQueries({ queryKey: userKeys.current });
  };
}
