import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../lib/app-error.ts';
import type { UserRow } from '../users/users.tables.ts';
import type { SessionRow } from './auth.tables.ts';

/** The signed-in user and session of a non-public route (the session plugin has checked both). */
export function signedIn(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.user || !request.session) throw unauthenticated();
  return { user: request.user, session: request.session };
}
