import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from './mail.tables.ts';

/** Keeps the mail in the outbox before any delivery is tried; returns its id. */
export async function storeMail(
  db: Executor,
  { message }: { message: typeof mailOutbox.$inferInsert },
): Promise<number | undefined> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  return row?.id;
}

export async function markMailSent(db: Executor, { id }: { id: number }): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(
  db: Executor,
  { id, error }: { id: number; error: string },
): Promise<void> {
  await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
}
