import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type UserRow, users } from './users.tables.ts';

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function insertUser(
  db: Executor,
  values: { email: string; name: string; passwordHash: string | null; emailVerifiedAt?: Date | null },
): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('User insert returned nothing');
  return user;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<
    Pick<UserRow, 'email' | 'name' | 'passwordHash' | 'emailVerifiedAt' | 'currentOrganisationId'>
  >,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error('User vanished during update');
  return user;
}
