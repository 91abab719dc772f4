import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { organisationSwitchPath } from '../../../lib/organisation-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';

/**
 * Switches the current organisation (spec sections 2 and 4): remembers it, reloads its products
 * and report sources, and moves the current route to it, keeping the query string.
 */
export function useSwitchOrganisation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const name = useRouteHandle()?.name;

  return (organisation: string) => {
    rememberedOrganisation.set(organisation);
    void queryClient.invalidateQueries({ queryKey: queryKeys.products(organisation) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reportSources(organisation) });
    void navigate(organisationSwitchPath({ name, params, search: location.search, organisation }));
  };
}
