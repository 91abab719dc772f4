import type { Invitation, Organisation, Role } from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { addMembership } from '../organisations/memberships.usecases.ts';
import { findOrganisation } from '../organisations/organisations.facts.ts';
import { presentOrganisation } from '../organisations/organisations.presenter.ts';
import { findUserById } from '../users/users.facts.ts';
import { changeUser } from '../users/users.usecases.ts';
import {
  deleteInvitation,
  deleteInvitationsOf,
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
    await joinByInvitation({ db: tx, invitation });
    if (user.currentOrganisationId === null) {
      await changeUser({ db: tx, userId, changes: { currentOrganisationId: invitation.organisationId } });
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

/**
 * Acceptance, in the caller's transaction (accepting in the app, or creating the password from the
 * mailed link): the invitation becomes a membership with the role it offered, and is gone. Answers
 * whether the user joined (false: a member already; the invitation is consumed all the same).
 */
export async function joinByInvitation({
  db,
  invitation,
}: {
  db: Executor;
  invitation: { organisationId: number; userId: number; role: Role };
}): Promise<{ joined: boolean }> {
  const { organisationId, userId, role } = invitation;
  const { added } = await addMembership({ db, organisationId, userId, role });
  await deleteInvitation(db, { organisationId, userId });
  return { joined: added };
}

/**
 * Every pending invitation of the organisation, in the caller's transaction: its deletion was
 * asked for (organisation-lifecycle), and nobody can join an organisation that is going.
 */
export async function withdrawInvitationsOf({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId: number;
}): Promise<void> {
  await deleteInvitationsOf(db, { organisationId });
}
