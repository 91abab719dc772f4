import { and, count, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { membershipFacts, organisationFacts } from '../organisations/organisations.facts.ts';

/** How many of the user's organisations are named `prefix…`, to number the next demo run. */
export async function countOrganisationsNamed(
  db: Executor,
  { userId, prefix }: { userId: number; prefix: string },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(membershipFacts)
    .innerJoin(organisationFacts, eq(organisationFacts.id, membershipFacts.organisationId))
    .where(and(eq(membershipFacts.userId, userId), like(organisationFacts.name, `${prefix}%`)));
  return row?.count ?? 0;
}
