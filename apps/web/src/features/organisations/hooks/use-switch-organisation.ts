import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { organisationSwitchPath, type SwitchedOrganisationState } from '../../../lib/organisation-path.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { useUser } from '../../../lib/use-user.ts';

/**
 * Switches the current organisation (spec sections 2 and 4): remembers it, reloads its products
 * and report sources, and moves the current route to it, keeping the query string. A record that
 * the new organisation does not have sends its screen to the list (PageState).
 */
export function useSwitchOrganisation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const name = useRouteHandle()?.name;
  const user = useUser();

  return (organisationUlid: string) => {
    rememberedOrganisation.set(organisationUlid);
    void invalidateResources(queryClient, organisationUlid, ['products', 'report-sources']);
    const organisationName =
      user.organisations.find((organisation) => organisation.ulid === organisationUlid)?.name ?? '';
    const state: SwitchedOrganisationState = { switchedOrganisation: organisationName };
    void navigate(organisationSwitchPath({ name, params, search: location.search, organisationUlid }), {
      state,
    });
  };
}
