import { and, count, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, organisations } from '../organisations/organisations.tables.ts';

/** How many of the user's organisations are named `prefix…`, to number the next demo run. */
export async function countOrganisationsNamed(
  db: Executor,
  { userId, prefix }: { userId: number; prefix: string },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(memberships.userId, userId), like(organisations.name, `${prefix}%`)));
  return row?.count ?? 0;
}

/** Drops a demo organisation a stopped server left half made; everything of it goes by cascade. */
export async function deleteDemoOrganisation(db: Executor, { organisationId }: { organisationId: number }) {
  await db.delete(organisations).where(eq(organisations.id, organisationId));
}
