import type { Role } from '@backoffice/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Executor } from '../../db/client.ts';
import { copyReferenceFulfillmentCenters } from '../reference/reference.repository.ts';
import { memberships, type OrganisationRow, organisations } from './organisations.tables.ts';

export interface OrganisationWithRole {
  organisation: OrganisationRow;
  role: Role;
}

/** The organisation with this ulid, if the user is a member of it; tenancy lives in the WHERE. */
export async function findMembershipByUlid(
  db: Executor,
  { ulid: organisationUlid, userId }: { ulid: string; userId: number },
): Promise<OrganisationWithRole | undefined> {
  const [row] = await db
    .select({ organisation: organisations, role: memberships.role })
    .from(organisations)
    .innerJoin(
      memberships,
      and(eq(memberships.organisationId, organisations.id), eq(memberships.userId, userId)),
    )
    .where(eq(organisations.ulid, organisationUlid.toUpperCase()))
    .limit(1);
  return row;
}

export async function findOrganisation(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<OrganisationRow | undefined> {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return organisation;
}

export async function listOrganisationsOfUser(
  db: Executor,
  { userId }: { userId: number },
): Promise<OrganisationWithRole[]> {
  return db
    .select({ organisation: organisations, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/**
 * A new organisation owned by `ownerId`, with its own copy of the reference FCs; run in the
 * caller's transaction, so all of it lands or none does.
 */
export async function createOrganisation(
  db: Executor,
  { name, ownerId }: { name: string; ownerId: number },
): Promise<OrganisationRow> {
  const [organisation] = await db.insert(organisations).values({ ulid: ulid(), name }).returning();
  if (!organisation) throw new Error('Organisation insert returned nothing');
  await db.insert(memberships).values({ organisationId: organisation.id, userId: ownerId, role: 'owner' });
  await copyReferenceFulfillmentCenters(db, { organisationId: organisation.id });
  return organisation;
}

export async function updateOrganisation(
  db: Executor,
  { organisationId, name, logoPath }: { organisationId: number; name: string; logoPath?: string | null },
): Promise<OrganisationRow> {
  const [organisation] = await db
    .update(organisations)
    .set({ name, ...(logoPath !== undefined ? { logoPath } : {}), updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId))
    .returning();
  if (!organisation) throw new Error('Organisation vanished during update');
  return organisation;
}
