import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import {
  membershipsJsonOf,
  type OrganisationWithRole,
  parseMembershipsJson,
} from '../organisations/organisations.facts.ts';
import { type UserRow, userFacts } from '../users/users.facts.ts';
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

export interface LiveSession {
  session: SessionRow;
  user: UserRow | null;
  /** The user's organisations and roles (none for a guest session). */
  memberships: OrganisationWithRole[];
}

/**
 * The lookup every request makes, prepared (a named statement): building it through the ORM on
 * each request cost three times running it, and planning it on PGlite twice its execution.
 */
const sessionLookup = namedStatement('stockroom_session_lookup', (db, name) =>
  db
    .select({
      session: sessions,
      user: {
        id: userFacts.id,
        email: userFacts.email,
        name: userFacts.name,
        passwordHash: userFacts.passwordHash,
        profilePicture: userFacts.profilePicture,
        emailVerifiedAt: userFacts.emailVerifiedAt,
        currentOrganisationId: userFacts.currentOrganisationId,
        createdAt: userFacts.createdAt,
        updatedAt: userFacts.updatedAt,
      },
      memberships: membershipsJsonOf(sessions.userId),
    })
    .from(sessions)
    .leftJoin(userFacts, eq(userFacts.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(name),
);

/**
 * The live session of a cookie's token, its user and the user's memberships, in one statement:
 * all a page load's requests need to know who asks and for which organisations.
 */
export async function findLiveSession(
  db: Executor,
  { token }: { token: string },
): Promise<LiveSession | undefined> {
  const [found] = await sessionLookup(db).execute({ id: sha256(token), now: new Date().toISOString() });
  if (!found) return undefined;
  return {
    session: found.session,
    user: found.user,
    memberships: found.user ? parseMembershipsJson(found.memberships) : [],
  };
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
