import { SIGNED_IN_COOKIE } from '@backoffice/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.ts';
import { csrfMismatch, unauthenticated } from '../lib/app-error.ts';
import { safeEqual } from '../lib/crypto.ts';
import type { SessionRow } from '../modules/auth/auth.tables.ts';
import {
  createSession,
  deleteSession,
  findLiveSession,
  REMEMBER_DAYS,
  touchSession,
} from '../modules/auth/sessions.repository.ts';
import type { OrganisationWithRole } from '../modules/organisations/organisations.repository.ts';
import type { UserRow } from '../modules/users/users.tables.ts';

export const SESSION_COOKIE = 'stockroom_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRow | null;
    user: UserRow | null;
    /**
     * The signed-in user's organisations and roles, read with the session in the same statement;
     * null when the user was not read by the session lookup (tenancy then asks the database).
     */
    memberships: OrganisationWithRole[] | null;
  }
  interface FastifyReply {
    /** Starts a fresh session (new id and CSRF token) for the user: on login, register, logout. */
    startSession(
      request: FastifyRequest,
      options: { userId: number | null; remember?: boolean },
    ): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Reachable without a signed-in user. Everything else under /api answers 401 without one. */
    public?: boolean;
  }
}

/**
 * The signed-in user and session of a non-public route (this plugin has checked both); routes
 * unwrap them here and pass ids on to use cases.
 */
export function signedIn(request: FastifyRequest): {
  user: UserRow;
  session: SessionRow;
  memberships: OrganisationWithRole[] | null;
} {
  if (!request.user || !request.session) throw unauthenticated();
  return { user: request.user, session: request.session, memberships: request.memberships };
}

/**
 * Sanctum-compatible cookie sessions: a server-side session row, an httpOnly session cookie and
 * an XSRF-TOKEN cookie whose value must come back in X-XSRF-TOKEN on every state-changing request.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const { db, config } = ctx;
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('memberships', null);

  function setCookies(request: FastifyRequest, reply: FastifyReply, token: string, session: SessionRow) {
    const secure = request.protocol === 'https';
    const maxAge = session.remember ? REMEMBER_DAYS * 24 * 3600 : undefined;
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
    reply.setCookie(XSRF_COOKIE, session.csrfToken, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure,
      maxAge,
    });
    if (session.userId !== null)
      reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });
    else if (request.cookies[SIGNED_IN_COOKIE] !== undefined)
      reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  }

  app.decorateReply(
    'startSession',
    async function (this: FastifyReply, request, { userId, remember = false }) {
      if (request.session) await deleteSession(db, { sessionId: request.session.id });
      const { token, row } = await createSession(db, {
        userId,
        remember,
        lifetimeMinutes: config.sessionLifetimeMinutes,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.session = row;
      request.user = null;
      request.memberships = null;
      setCookies(request, this, token, row);
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await findLiveSession(db, { token });
      if (found) {
        request.session = found.session;
        request.user = found.user;
        request.memberships = found.user ? found.memberships : null;
        if (Date.now() - found.session.lastActivityAt.getTime() > TOUCH_INTERVAL_MS) {
          await touchSession(db, { session: found.session, lifetimeMinutes: config.sessionLifetimeMinutes });
        }
      }
    }
    // No signed-in session (expired, deleted, or its cookie gone): the web app's hint goes too.
    if (!request.user && request.cookies[SIGNED_IN_COOKIE] !== undefined)
      reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/sanctum/')) return;
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      const sent = typeof header === 'string' ? header : '';
      if (!request.session || !sent || !safeEqual(sent, request.session.csrfToken)) throw csrfMismatch();
    }
    if (!request.is404 && !request.routeOptions.config.public && !request.user) throw unauthenticated();
  });

  app.get(
    '/sanctum/csrf-cookie',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (request.session && token) {
        setCookies(request, reply, token, request.session);
      } else {
        await reply.startSession(request, { userId: null });
      }
      return reply.code(204).send();
    },
  );
});
