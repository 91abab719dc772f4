import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetTokens } from './auth.tables.ts';

/** Reset tokens are keyed by the lower-cased address; callers pass it so. */
export async function findResetToken(db: Executor, { email }: { email: string }) {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.email, email));
  return row;
}

/** One live token per address: a new one replaces the old. */
export async function saveResetToken(
  db: Executor,
  { email, tokenHash }: { email: string; tokenHash: string },
): Promise<void> {
  const values = { email, tokenHash, createdAt: new Date() };
  await db
    .insert(passwordResetTokens)
    .values(values)
    .onConflictDoUpdate({ target: passwordResetTokens.email, set: values });
}

/** Deletes the address's token and returns it: whoever takes it first is the only one to use it. */
export async function takeResetToken(db: Executor, { email }: { email: string }) {
  const [row] = await db.delete(passwordResetTokens).where(eq(passwordResetTokens.email, email)).returning();
  return row;
}
