import type { Invitation, Organisation } from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { presentOrganisation } from '../organisations/organisations.presenter.ts';
import { findOrganisation } from '../organisations/organisations.repository.ts';
import { findUserById, updateUser } from '../users/users.repository.ts';
import {
  acceptInvitationRow,
  deleteInvitation,
  findInvitationOfUserForUpdate,
  listInvitationsOfUser,
} from './invitations.repository.ts';
import { teamErrors } from './team.errors.ts';
import { presentInvitation } from './team.presenter.ts';

/*
 * The invitee's side of an invitation: the signed-in user's pending invitations, which they
 * accept (and so become a member) or decline. Another user's invitation is 404, as if absent.
 */

export async function listMyInvitations({
  db,
  userId,
}: {
  db: Executor;
  userId: number;
}): Promise<{ invitations: Invitation[] }> {
  return { invitations: (await listInvitationsOfUser(db, { userId })).map(presentInvitation) };
}

/** Makes the user a member with the role the invitation offers; answers the organisation they joined. */
export async function acceptInvitation({
  db,
  userId,
  invitationId,
}: {
  db: Database;
  userId: number;
  invitationId: number;
}): Promise<{ organisation: Organisation }> {
  const joined = await db.transaction(async (tx) => {
    const invitation = await findInvitationOfUserForUpdate(tx, { userId, invitationId });
    if (!invitation) throw notFound();
    const user = await findUserById(tx, { userId });
    if (!user) throw notFound();
    if (!user.emailVerifiedAt) throw teamErrors.emailUnverified();
    await acceptInvitationRow(tx, invitation);
    if (user.currentOrganisationId === null) {
      await updateUser(tx, { userId, changes: { currentOrganisationId: invitation.organisationId } });
    }
    const organisation = await findOrganisation(tx, { organisationId: invitation.organisationId });
    if (!organisation) throw notFound();
    return { organisation, role: invitation.role };
  });
  return { organisation: presentOrganisation(joined.organisation, joined.role) };
}

export async function declineInvitation({
  db,
  userId,
  invitationId,
}: {
  db: Database;
  userId: number;
  invitationId: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await findInvitationOfUserForUpdate(tx, { userId, invitationId });
    if (!invitation) throw notFound();
    await deleteInvitation(tx, invitation);
  });
}
