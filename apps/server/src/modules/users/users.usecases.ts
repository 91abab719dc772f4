import type { Executor } from '../../db/client.ts';
import { insertUser, type UserChanges, updateUser } from './users.repository.ts';
import type { UserRow } from './users.tables.ts';

/*
 * Writes to accounts, for the modules above users (auth registers and changes them, team invites
 * new addresses, demo seeds its owner). Each runs in the caller's transaction when it passes one,
 * so the account changes with the rest of the caller's work or not at all.
 */

export async function createUser({
  db,
  values,
}: {
  db: Executor;
  values: { email: string; name: string; passwordHash: string | null; emailVerifiedAt?: Date | null };
}): Promise<{ user: UserRow }> {
  return { user: await insertUser(db, values) };
}

export async function changeUser({
  db,
  userId,
  changes,
}: {
  db: Executor;
  userId: number;
  changes: UserChanges;
}): Promise<{ user: UserRow }> {
  return { user: await updateUser(db, { userId, changes }) };
}
