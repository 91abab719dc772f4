import type { Organisation } from '@backoffice/shared';
import { useParams } from 'react-router';
import { organisationContext, rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { useLocalStore } from '../../../lib/local-store.ts';
import { useUser } from '../../auth/hooks/use-user.ts';

/**
 * The organisation the current screen works in: the route's :organisation parameter, else (on
 * profile and search) the remembered one, else 'unknown'. `organisation` is undefined when the user
 * is not a member of it.
 */
export function useCurrentOrganisation(): { ulid: string; organisation: Organisation | undefined } {
  const { organisation: param } = useParams();
  const remembered = useLocalStore(rememberedOrganisation);
  const user = useUser();
  const ulid = organisationContext(param, remembered);
  return { ulid, organisation: user.organisations.find((candidate) => candidate.ulid === ulid) };
}
