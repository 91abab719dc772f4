import {
  canAssignRole,
  href,
  INVITATION_TTL_DAYS,
  type InviteRequest,
  type Role,
  type TeamMember,
  type UpdateRoleRequest,
} from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { invitationMail, invitationToAccountMail } from '../mail/mail.presenter.ts';
import type { Mailer, MailMessage } from '../mail/mailer.client.ts';
import { changeMembershipRole, removeMembership } from '../organisations/memberships.usecases.ts';
import {
  findMemberForUpdate,
  findOrganisation,
  listMembers,
  lockOwners,
} from '../organisations/organisations.facts.ts';
import { findUserByEmail, findUserById } from '../users/users.facts.ts';
import { createUser } from '../users/users.usecases.ts';
import {
  deleteInvitation,
  findInvitationForUpdate,
  listPendingInvitations,
  setInvitationRole,
  upsertInvitation,
} from './invitations.repository.ts';
import { teamErrors } from './team.errors.ts';
import { presentInvitee, presentMember } from './team.presenter.ts';

export async function listTeam({ db, organisationId }: InOrganisation): Promise<{ members: TeamMember[] }> {
  const members = await listMembers(db, { organisationId });
  const invitees = await listPendingInvitations(db, { organisationId });
  const now = new Date();
  return { members: [...members.map(presentMember), ...invitees.map((row) => presentInvitee(row, now))] };
}

/**
 * Invites every address: nobody joins until they accept. An existing account is mailed a link to
 * the app, where the invitation waits as a notice (accept or decline); a new address gets an
 * account without a password and a link to create one, which accepts. Inviting someone already
 * invited renews the invitation and mails it again; members are left as they are. Mails go out
 * after the commit.
 */
export async function inviteMembers({
  db,
  mailer,
  appUrl,
  organisationId,
  userId,
  input,
}: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  organisationId: number;
  /** The inviter, named in the mails. */
  userId: number;
  input: InviteRequest;
}): Promise<{ members: TeamMember[] }> {
  const organisation = await findOrganisation(db, { organisationId });
  const inviter = await findUserById(db, { userId });
  if (!organisation || !inviter) throw notFound();
  const unique = [...new Set(input.email.map((email) => email.toLowerCase()))];
  const mails: MailMessage[] = [];
  const about = { organisationName: organisation.name, inviterName: inviter.name };
  await db.transaction(async (tx) => {
    for (const email of unique) {
      const existing = await findUserByEmail(tx, { email });
      const user = existing ?? (await createInvitee(tx, email));
      if (existing && (await findMemberForUpdate(tx, { organisationId, userId: user.id }))) continue;
      const token = randomToken();
      await upsertInvitation(tx, {
        organisationId,
        userId: user.id,
        tokenHash: sha256(token),
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600_000),
      });
      mails.push(
        user.passwordHash
          ? invitationToAccountMail({ to: user.email, url: `${appUrl}/`, ...about })
          : invitationMail({
              to: user.email,
              url: `${appUrl}${href('password.create', {}, { email: user.email, token })}`,
              ...about,
            }),
      );
    }
  });
  for (const mail of mails) await mailer.send(mail);
  return listTeam({ db, organisationId });
}

/** A new address gets an account without a password, named after the address until they choose. */
async function createInvitee(db: Executor, email: string) {
  const values = { email, name: email.split('@')[0] ?? email, passwordHash: null };
  return (await createUser({ db, values })).user;
}

/**
 * The actor's role as it is now, under lock: the role resolved at the start of the request may
 * have been changed by a concurrent request since.
 */
async function currentRole(tx: Executor, key: { organisationId: number; userId: number }): Promise<Role> {
  const row = await findMemberForUpdate(tx, key);
  if (!row) throw notFound();
  return row.role;
}

/**
 * Role changes obey canAssignRole, and the last owner can never stop being one. For someone
 * invited, it changes the role the invitation offers.
 */
export async function updateMemberRole({
  db,
  organisationId,
  userId,
  memberId,
  input,
}: InOrganisation & {
  /** Who acts; their role is re-read under lock. */ userId: number;
  memberId: number;
  input: UpdateRoleRequest;
}): Promise<{ member: TeamMember }> {
  const { role } = input;
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, { organisationId });
    const actorRole = await currentRole(tx, { organisationId, userId });
    const member = await findMemberForUpdate(tx, { organisationId, userId: memberId });
    if (!member) {
      const invitation = await findInvitationForUpdate(tx, { organisationId, userId: memberId });
      if (!invitation) throw notFound();
      if (!canAssignRole({ actor: actorRole, from: invitation.role, to: role })) throw forbidden();
      await setInvitationRole(tx, { organisationId, userId: memberId, role });
      return;
    }
    if (!canAssignRole({ actor: actorRole, from: member.role, to: role })) throw forbidden();
    if (member.role === 'owner' && role !== 'owner' && owners <= 1) throw teamErrors.lastOwner('role');
    await changeMembershipRole({ db: tx, organisationId, userId: memberId, role });
  });
  const { members } = await listTeam({ db, organisationId });
  const updated = members.find((member) => member.id === memberId);
  if (!updated) throw notFound();
  return { member: updated };
}

/**
 * Admins remove others (only owners remove owners); anyone may leave; the last owner may not.
 * For someone invited, it revokes the invitation, under the same rule as removing them.
 */
export async function removeTeamMember({
  db,
  organisationId,
  userId,
  actorRole,
  memberId,
}: InOrganisation & {
  /** Who acts, and their role as the request found it. */ userId: number;
  actorRole: Role;
  memberId: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, { organisationId });
    const member = await findMemberForUpdate(tx, { organisationId, userId: memberId });
    if (!member) {
      const invitation = await findInvitationForUpdate(tx, { organisationId, userId: memberId });
      if (!invitation) throw notFound();
      if (!canAssignRole({ actor: actorRole, from: invitation.role, to: invitation.role })) throw forbidden();
      await deleteInvitation(tx, { organisationId, userId: memberId });
      return;
    }
    const leaving = memberId === userId;
    if (!leaving && !canAssignRole({ actor: actorRole, from: member.role, to: member.role }))
      throw forbidden();
    if (member.role === 'owner' && owners <= 1)
      throw leaving ? teamErrors.lastOwnerLeaving() : teamErrors.lastOwner('member');
    await removeMembership({ db: tx, organisationId, userId: memberId });
  });
}
