import { type Ability, can, type Role } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { forbidden, notFound, unauthenticated } from '../lib/app-error.ts';
import { findMembershipByUlid } from '../modules/organisations/organisations.repository.ts';
import type { OrganisationRow } from '../modules/organisations/organisations.tables.ts';

export interface Tenant {
  organisation: OrganisationRow;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyContextConfig {
    /** What the caller's role must allow. Default: `read` for GET, `editOperationalData` otherwise. */
    ability?: Ability;
  }
}

/** The resolved tenant of an organisation route; handlers never re-derive it. */
export function tenantOf(request: { tenant: Tenant | null }): Tenant {
  if (!request.tenant) throw new Error('tenantOf() used outside an organisation route');
  return request.tenant;
}

/**
 * Resolves `{organisation}` (a ulid) and the caller's membership once per request, before the
 * body is validated: someone outside the organisation gets 404 (its existence is not revealed),
 * a member whose role lacks the route's ability gets 403. The memberships normally came with the
 * session (plugins/session.ts reads them in the same statement), so this asks the database only
 * when they did not.
 */
export function registerTenantResolution(app: FastifyInstance, db: Database): void {
  app.decorateRequest('tenant', null);
  app.addHook('preValidation', async (request) => {
    const { organisation: ulid } = request.params as { organisation: string };
    if (!request.user) throw unauthenticated();
    const membership = request.memberships
      ? membershipOf(request.memberships, ulid)
      : await findMembershipByUlid(db, { ulid, userId: request.user.id });
    if (!membership) throw notFound();
    const ability: Ability =
      request.routeOptions.config.ability ?? (request.method === 'GET' ? 'read' : 'editOperationalData');
    if (!can(membership.role, ability)) throw forbidden();
    request.tenant = membership;
  });
}

function membershipOf(memberships: readonly Tenant[], ulid: string): Tenant | undefined {
  const wanted = ulid.toUpperCase();
  return memberships.find((membership) => membership.organisation.ulid === wanted);
}

/** The organisation id of an organisation route: what use cases take. */
export function organisationIdOf(request: { tenant: Tenant | null }): number {
  return tenantOf(request).organisation.id;
}
