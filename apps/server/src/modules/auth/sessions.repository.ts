import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { type SessionRow, sessions } from './auth.tables.ts';

export const REMEMBER_DAYS = 30;

export interface NewSession {
  /** The raw token for the cookie; the database only ever sees its hash. */
  token: string;
  row: SessionRow;
}

export function sessionExpiry({
  remember,
  lifetimeMinutes,
  now = new Date(),
}: {
  remember: boolean;
  lifetimeMinutes: number;
  now?: Date;
}) {
  const minutes = remember ? REMEMBER_DAYS * 24 * 60 : lifetimeMinutes;
  return new Date(now.getTime() + minutes * 60_000);
}

export async function createSession(
  db: Executor,
  {
    userId,
    remember = false,
    lifetimeMinutes,
    ipAddress,
    userAgent,
  }: {
    userId: number | null;
    remember?: boolean;
    lifetimeMinutes: number;
    ipAddress?: string;
    userAgent?: string;
  },
): Promise<NewSession> {
  const token = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({
      id: sha256(token),
      userId,
      remember,
      csrfToken: randomToken(),
      ipAddress,
      userAgent: userAgent?.slice(0, 500),
      expiresAt: sessionExpiry({ remember, lifetimeMinutes }),
    })
    .returning();
  if (!row) throw new Error('Session insert returned nothing');
  return { token, row };
}

export async function findLiveSession(
  db: Executor,
  { token }: { token: string },
): Promise<{ session: SessionRow; user: UserRow | null } | undefined> {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sha256(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return found;
}

export async function touchSession(
  db: Executor,
  { session, lifetimeMinutes }: { session: SessionRow; lifetimeMinutes: number },
): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastActivityAt: new Date(),
      expiresAt: sessionExpiry({ remember: session.remember, lifetimeMinutes }),
    })
    .where(eq(sessions.id, session.id));
}

export async function deleteSession(db: Executor, { sessionId }: { sessionId: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere, optionally keeping the session that asked. */
export async function deleteUserSessions(
  db: Executor,
  { userId, exceptSessionId }: { userId: number; exceptSessionId?: string },
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function pruneExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
