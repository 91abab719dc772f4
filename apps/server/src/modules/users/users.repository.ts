import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type UserRow, users } from './users.tables.ts';

/**
 * User records, the bottom of the account modules: `users` knows nothing of sessions, passwords
 * or mail; `auth` (sign-in, registration, reset, verification, profile changes) builds on it, as
 * do `team` (invitations) and `demo`.
 */

/** Addresses compare case-insensitively, as the unique index users_email_unique does. */
export async function findUserByEmail(
  db: Executor,
  { email }: { email: string },
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(
  db: Executor,
  { userId }: { userId: number },
): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function insertUser(
  db: Executor,
  values: { email: string; name: string; passwordHash: string | null; emailVerifiedAt?: Date | null },
): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('User insert returned nothing');
  return user;
}

export type UserChanges = Partial<
  Pick<UserRow, 'email' | 'name' | 'passwordHash' | 'emailVerifiedAt' | 'currentOrganisationId'>
>;

export async function updateUser(
  db: Executor,
  { userId, changes }: { userId: number; changes: UserChanges },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('User vanished during update');
  return user;
}
