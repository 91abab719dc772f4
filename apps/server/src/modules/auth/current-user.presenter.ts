import type { User } from '@backoffice/shared';
import type { OrganisationWithRole } from '../organisations/organisations.facts.ts';
import { presentOrganisation } from '../organisations/organisations.presenter.ts';
import type { UserRow } from '../users/users.facts.ts';

/**
 * The signed-in user with their organisations and roles. The current organisation is the last
 * one they chose if they still belong to it, else the first.
 */
export function presentUser(user: UserRow, memberships: OrganisationWithRole[]): User {
  const organisations = memberships.map(({ organisation, role }) => presentOrganisation(organisation, role));
  const current =
    organisations.find((organisation) => organisation.id === user.currentOrganisationId) ?? organisations[0];
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    profile_picture: user.profilePicture,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    organisations,
    xero_connections: [],
    current_organisation: current ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
