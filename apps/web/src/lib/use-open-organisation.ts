import { href } from '@backoffice/shared';
import { useNavigate } from 'react-router';
import { rememberedOrganisation } from './current-organisation.ts';

/**
 * Opens an organisation's dashboard and remembers it (spec section 4), e.g. one just created or
 * picked from the profile. Switching from a screen, which keeps the screen, is the header's.
 */
export function useOpenOrganisation() {
  const navigate = useNavigate();
  return (organisationUlid: string) => {
    rememberedOrganisation.set(organisationUlid);
    return navigate(href('dashboard', { organisation: organisationUlid }));
  };
}
