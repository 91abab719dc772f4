import type { Role } from '@backoffice/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisationFacts } from '../organisations/organisations.facts.ts';
import { userFacts, userFactsAs } from '../users/users.facts.ts';
import { invitations } from './team.tables.ts';

/*
 * Pending invitations. The team's side is addressed by organisation and user (the team list's
 * {memberId} is the invitee's user id); the invitee's side by the invitee, across organisations by
 * nature (a notice lists every organisation that invited them), always with their user id.
 */

/** The organisation's pending invitations, expired ones included, oldest first. */
export async function listPendingInvitations(db: Executor, { organisationId }: { organisationId: number }) {
  return db
    .select({
      userId: invitations.userId,
      name: userFacts.name,
      email: userFacts.email,
      role: invitations.role,
      invitedAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(userFacts, eq(userFacts.id, invitations.userId))
    .where(eq(invitations.organisationId, organisationId))
    .orderBy(asc(invitations.createdAt), asc(invitations.userId));
}
export type PendingInvitationRow = Awaited<ReturnType<typeof listPendingInvitations>>[number];

/**
 * Invites the user, or renews a pending invitation (new token, new expiry, new inviter); the role
 * it offers is kept on renewal.
 */
export async function upsertInvitation(
  db: Executor,
  values: { organisationId: number; userId: number; tokenHash: string; invitedBy: number; expiresAt: Date },
) {
  await db
    .insert(invitations)
    .values(values)
    .onConflictDoUpdate({
      target: [invitations.organisationId, invitations.userId],
      set: { tokenHash: values.tokenHash, invitedBy: values.invitedBy, expiresAt: values.expiresAt },
    });
}

/** Locks the organisation's pending invitation of the user, so a revoke and an accept see each other. */
export async function findInvitationForUpdate(
  db: Executor,
  { organisationId, userId }: { organisationId: number; userId: number },
) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.userId, userId)))
    .for('update');
  return row;
}

export async function setInvitationRole(
  db: Executor,
  { organisationId, userId, role }: { organisationId: number; userId: number; role: Role },
) {
  await db
    .update(invitations)
    .set({ role })
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.userId, userId)));
}

export async function deleteInvitation(
  db: Executor,
  { organisationId, userId }: { organisationId: number; userId: number },
) {
  await db
    .delete(invitations)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.userId, userId)));
}

const inviters = userFactsAs('inviters');

/** The user's unexpired invitations with the organisation and inviter names, oldest first. */
export async function listInvitationsOfUser(db: Executor, { userId }: { userId: number }) {
  return db
    .select({
      id: invitations.id,
      organisationUlid: organisationFacts.ulid,
      organisationName: organisationFacts.name,
      role: invitations.role,
      inviterName: inviters.name,
      invitedAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(organisationFacts, eq(organisationFacts.id, invitations.organisationId))
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(and(eq(invitations.userId, userId), gt(invitations.expiresAt, new Date())))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}
export type UserInvitationRow = Awaited<ReturnType<typeof listInvitationsOfUser>>[number];

/** One unexpired invitation of the user, locked; undefined when it is not theirs. */
export async function findInvitationOfUserForUpdate(
  db: Executor,
  { userId, invitationId }: { userId: number; invitationId: number },
) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.userId, userId),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row;
}

/** Every unexpired invitation of the user, locked (create-password finds the one its token opens). */
export async function findOpenInvitationsForUpdate(db: Executor, { userId }: { userId: number }) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.userId, userId), gt(invitations.expiresAt, new Date())))
    .orderBy(asc(invitations.createdAt))
    .for('update');
}

/** Its pending invitations, when the organisation is being deleted: nobody can join it any more. */
export async function deleteInvitationsOf(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<void> {
  await db.delete(invitations).where(eq(invitations.organisationId, organisationId));
}
