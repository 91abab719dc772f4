import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrganisationRow } from '../organisations/organisations.facts.ts';
import { type OrganisationDeletionRow, organisationDeletions } from './organisation-lifecycle.tables.ts';

export async function insertDeletion(
  db: Executor,
  { organisation, requestedBy }: { organisation: OrganisationRow; requestedBy: number },
): Promise<OrganisationDeletionRow> {
  const [row] = await db
    .insert(organisationDeletions)
    .values({
      targetOrganisationId: organisation.id,
      organisationUlid: organisation.ulid,
      organisationName: organisation.name,
      requestedBy,
    })
    .returning();
  if (!row) throw new Error('Deletion insert returned nothing');
  return row;
}

export async function findDeletion(
  db: Executor,
  { deletionId }: { deletionId: number },
): Promise<OrganisationDeletionRow | undefined> {
  const [row] = await db.select().from(organisationDeletions).where(eq(organisationDeletions.id, deletionId));
  return row;
}

/** The deletion, if `userId` asked for it; nobody else watches it. */
export async function findDeletionOfUser(
  db: Executor,
  { deletionId, userId }: { deletionId: number; userId: number },
): Promise<OrganisationDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationDeletions)
    .where(and(eq(organisationDeletions.id, deletionId), eq(organisationDeletions.requestedBy, userId)));
  return row;
}

/** A run begins: what is left is `remaining`, so the total is what went before plus that. */
export async function startDeletionRun(
  db: Executor,
  { deletionId, remaining }: { deletionId: number; remaining: number },
): Promise<void> {
  await db
    .update(organisationDeletions)
    .set({
      status: 'running',
      total: sql`${organisationDeletions.removed} + ${remaining}`,
      startedAt: sql`coalesce(${organisationDeletions.startedAt}, now())`,
    })
    .where(eq(organisationDeletions.id, deletionId));
}

export async function addRemoved(
  db: Executor,
  { deletionId, count }: { deletionId: number; count: number },
): Promise<void> {
  if (count <= 0) return;
  await db
    .update(organisationDeletions)
    .set({ removed: sql`${organisationDeletions.removed} + ${count}`, error: null })
    .where(eq(organisationDeletions.id, deletionId));
}

export async function recordDeletionError(
  db: Executor,
  { deletionId, error }: { deletionId: number; error: string },
): Promise<void> {
  await db
    .update(organisationDeletions)
    .set({ error: error.slice(0, 1000) })
    .where(eq(organisationDeletions.id, deletionId));
}

export async function finishDeletion(db: Executor, { deletionId }: { deletionId: number }): Promise<void> {
  await db
    .update(organisationDeletions)
    .set({ status: 'done', error: null, finishedAt: sql`now()` })
    .where(eq(organisationDeletions.id, deletionId));
}

/**
 * Deletions not done yet, asked for over `olderThanSeconds` ago, of every organisation (the
 * sweep's: outside any tenant by nature).
 */
export function unfinishedDeletions(
  db: Executor,
  { olderThanSeconds }: { olderThanSeconds: number },
): Promise<{ deletionId: number; organisationId: number }[]> {
  return db
    .select({
      deletionId: organisationDeletions.id,
      organisationId: organisationDeletions.targetOrganisationId,
    })
    .from(organisationDeletions)
    .where(
      and(
        ne(organisationDeletions.status, 'done'),
        lt(organisationDeletions.requestedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(organisationDeletions.id);
}
