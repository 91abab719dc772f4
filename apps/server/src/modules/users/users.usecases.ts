import type { User } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import {
  listOrganisationsOfUser,
  type OrganisationWithRole,
} from '../organisations/organisations.repository.ts';
import { presentUser } from './users.presenter.ts';
import type { UserRow } from './users.tables.ts';

/**
 * A user as the API shows them, with their organisations. Takes the row rather than an id: for
 * GET /users/me it is the one the session lookup has just read (every page load asks, so it is
 * not read twice), and after a write it is the row the write returned. Likewise `memberships`,
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
