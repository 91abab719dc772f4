import { type Ability, can, type Organisation } from '@backoffice/shared';
import { useParams } from 'react-router';
import { organisationContext, rememberedOrganisation } from './current-organisation.ts';
import { useLocalStore } from './local-store.ts';
import { useUser } from './use-user.ts';

export interface CurrentOrganisation {
  /** The route's :organisation parameter, else (on profile and search) the remembered one, else 'unknown'. */
  organisationUlid: string;
  /** The user's membership of it; undefined when the user is not a member. */
  organisation: Organisation | undefined;
  /** Whether the user's role there allows the ability (never, when not a member). */
  can: (ability: Ability) => boolean;
}

/** The organisation the current screen works in, and what the user may do there. */
export function useCurrentOrganisation(): CurrentOrganisation {
  const { organisation: param } = useParams();
  const remembered = useLocalStore(rememberedOrganisation);
  const user = useUser();
  const organisationUlid = organisationContext(param, remembered);
  const organisation = user.organisations.find((candidate) => candidate.ulid === organisationUlid);
  return {
    organisationUlid,
    organisation,
    can: (ability) => (organisation ? can(organisation.role, ability) : false),
  };
}
