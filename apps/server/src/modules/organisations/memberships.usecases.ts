import type { Role } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { addMember, removeMember, setMemberRole } from './memberships.repository.ts';

/*
 * Membership writes, for team (which decides who may change what, under the locks of the named
 * reads in organisations.facts.ts) in the caller's transaction.
 */

type Membership = { db: Executor; organisationId: number; userId: number };

/** Answers whether the user joined (false: a member already, nothing changed). */
export async function addMembership({
  db,
  organisationId,
  userId,
  role,
}: Membership & { role: Role }): Promise<{ added: boolean }> {
  return { added: await addMember(db, { organisationId, userId, role }) };
}

export async function changeMembershipRole({
  db,
  organisationId,
  userId,
  role,
}: Membership & { role: Role }): Promise<void> {
  await setMemberRole(db, { organisationId, userId, role });
}

export async function removeMembership({ db, organisationId, userId }: Membership): Promise<void> {
  await removeMember(db, { organisationId, userId });
}
