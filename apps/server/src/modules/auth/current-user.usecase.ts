import type { User } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { listOrganisationsOfUser, type OrganisationWithRole } from '../organisations/organisations.facts.ts';
import type { UserRow } from '../users/users.facts.ts';
import { presentUser } from './current-user.presenter.ts';

/**
 * A user as the API shows them, with their organisations: composed here, above both users and
 * organisations (organisations' memberships point at users, so users cannot read organisations).
 * Takes the row rather than an id: for GET /users/me it is the one the session lookup has just
 * read (every page load asks, so it is not read twice), and after a write it is the row the write
 * returned. Likewise `memberships`,
 * when the caller has them already (the session lookup reads them too); read otherwise.
 */
export async function showUser({
  db,
  user,
  memberships,
}: {
  db: Executor;
  user: UserRow;
  memberships?: OrganisationWithRole[] | null;
}): Promise<{ user: User }> {
  return {
    user: presentUser(user, memberships ?? (await listOrganisationsOfUser(db, { userId: user.id }))),
  };
}
