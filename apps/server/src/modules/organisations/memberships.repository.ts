import type { Role } from '@backoffice/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userFacts } from '../users/users.facts.ts';
import { memberships } from './organisations.tables.ts';

/*
 * Who belongs to an organisation, with which role. The team module decides who may change what
 * (the last owner stays one); these read and write the rows, for it and for organisation-lifecycle.
 */

export async function listMembers(db: Executor, { organisationId }: { organisationId: number }) {
  return db
    .select({
      id: userFacts.id,
      name: userFacts.name,
      email: userFacts.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(userFacts, eq(userFacts.id, memberships.userId))
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(asc(memberships.createdAt), asc(userFacts.id));
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** Locks the membership row, so concurrent role changes see each other's result. */
export async function findMemberForUpdate(
  db: Executor,
  { organisationId, userId }: { organisationId: number; userId: number },
) {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)))
    .for('update');
  return row;
}

/** Counts owners under a lock of every owner row, so two demotions cannot both pass the check. */
export async function lockOwners(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<number> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, 'owner')))
    .for('update');
  return rows.length;
}

export async function addMember(
  db: Executor,
  { organisationId, userId, role }: { organisationId: number; userId: number; role: Role },
) {
  const inserted = await db
    .insert(memberships)
    .values({ organisationId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return inserted.length > 0;
}

export async function setMemberRole(
  db: Executor,
  { organisationId, userId, role }: { organisationId: number; userId: number; role: Role },
) {
  await db
    .update(memberships)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
}

export async function removeMember(
  db: Executor,
  { organisationId, userId }: { organisationId: number; userId: number },
) {
  await db
    .delete(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
}
