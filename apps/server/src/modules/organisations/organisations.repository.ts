import type { Role } from '@backoffice/shared';
import { type AnyColumn, and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Executor } from '../../db/client.ts';
import { memberships, type OrganisationRow, organisations } from './organisations.tables.ts';

export interface OrganisationWithRole {
  organisation: OrganisationRow;
  role: Role;
}

/**
 * The organisation with this ulid, if the user is a member of it and its deletion has not been
 * asked for; tenancy lives in the WHERE. This and the two lists below are where an organisation
 * being deleted disappears for its members at once (organisation-lifecycle, decision 20).
 */
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
    .where(
      and(eq(organisations.ulid, organisationUlid.toUpperCase()), isNull(organisations.deletionRequestedAt)),
    )
    .limit(1);
  return row;
}

/**
 * Every organisation of the user in `userId` with their role, ordered as listOrganisationsOfUser,
 * as one JSON text: a subquery the session lookup embeds, so the signed-in user's memberships
 * arrive with the session in one statement (every page load needs them: users/me shows them,
 * organisation routes resolve the tenant from them). Read it with `parseMembershipsJson`.
 */
export function membershipsJsonOf(userId: AnyColumn): SQL<string> {
  return sql<string>`(
    select coalesce(json_agg(json_build_object(
      'id', o.id, 'ulid', o.ulid, 'name', o.name, 'logoFile', o.logo_file, 'legacyLogoPath', o.legacy_logo_path,
      'oldestOrderDate', o.oldest_order_date, 'createdAt', o.created_at, 'updatedAt', o.updated_at,
      'role', m.role) order by o.name, o.id), '[]')::text
    from ${memberships} m join ${organisations} o on o.id = m.organisation_id
    where m.user_id = ${userId} and o.deletion_requested_at is null)`;
}

interface MembershipJson extends Omit<OrganisationRow, 'createdAt' | 'updatedAt' | 'deletionRequestedAt'> {
  createdAt: string;
  updatedAt: string;
  role: Role;
}

export function parseMembershipsJson(text: string): OrganisationWithRole[] {
  return (JSON.parse(text) as MembershipJson[]).map(({ role, createdAt, updatedAt, ...organisation }) => ({
    organisation: {
      ...organisation,
      id: Number(organisation.id),
      // Only organisations whose deletion nobody asked for are listed.
      deletionRequestedAt: null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    },
    role,
  }));
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
    .where(and(eq(memberships.userId, userId), isNull(organisations.deletionRequestedAt)))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/** A new organisation and its owner's membership (createOrganisation adds the rest). */
export async function insertOrganisation(
  db: Executor,
  { name, ownerId }: { name: string; ownerId: number },
): Promise<OrganisationRow> {
  const [organisation] = await db.insert(organisations).values({ ulid: ulid(), name }).returning();
  if (!organisation) throw new Error('Organisation insert returned nothing');
  await db.insert(memberships).values({ organisationId: organisation.id, userId: ownerId, role: 'owner' });
  return organisation;
}

export async function updateOrganisation(
  db: Executor,
  { organisationId, name, logoFile }: { organisationId: number; name: string; logoFile?: string | null },
): Promise<OrganisationRow> {
  const [organisation] = await db
    .update(organisations)
    .set({ name, ...(logoFile !== undefined ? { logoFile } : {}), updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId))
    .returning();
  if (!organisation) throw new Error('Organisation vanished during update');
  return organisation;
}

/**
 * Organisations whose logo an earlier version kept under STORAGE_DIR (legacy-logos.ts). Across
 * organisations by nature: the platform role, outside any tenant (decision 10).
 */
export function organisationsWithLegacyLogos(
  db: Executor,
): Promise<{ organisationId: number; path: string | null }[]> {
  return db
    .select({ organisationId: organisations.id, path: organisations.legacyLogoPath })
    .from(organisations)
    .where(isNotNull(organisations.legacyLogoPath));
}

/** The logo moved into the file store (or dropped: null), and the old path forgotten. */
export async function setMovedLogo(
  db: Executor,
  { organisationId, logoFile }: { organisationId: number; logoFile: string | null },
): Promise<void> {
  await db
    .update(organisations)
    .set({ logoFile, legacyLogoPath: null })
    .where(eq(organisations.id, organisationId));
}

/**
 * The organisation, locked, unless its deletion was asked for already: from then on it is gone
 * for everyone, the request asking for it included.
 */
export async function lockLiveOrganisation(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), isNull(organisations.deletionRequestedAt)))
    .for('update');
  return row;
}

/** From this statement on, no member finds it (the membership lookups above). */
export async function markOrganisationDeleting(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<void> {
  await db
    .update(organisations)
    .set({ deletionRequestedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}

/** The organisation's own row; whatever is left of it goes with it (on delete cascade). */
export async function deleteOrganisationRow(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<void> {
  await db.delete(organisations).where(eq(organisations.id, organisationId));
}
