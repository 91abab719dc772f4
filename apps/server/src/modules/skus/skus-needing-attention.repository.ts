import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { skus } from './skus.tables.ts';

/**
 * Unmapped or without COGS, and not hidden. The first half is written exactly as the partial
 * index skus_needs_attention's predicate, so the planner can use that index. Here, not with the
 * list that filters by it, so that skus' facts (which publish the count) reach no other module.
 */
export function needsAttention(): SQL {
  return sql`((${skus.productId} is null or ${skus.cogs} is null) and not ${skus.isHidden})`;
}

/** Prepared (a named statement): the counts are read on every page load. */
const countStatement = namedStatement('stockroom_count_skus_needing_attention', (db, name) =>
  db
    .select({ value: sql<number>`count(*)::int` })
    .from(skus)
    .where(and(eq(skus.organisationId, sql.placeholder('organisationId')), needsAttention()))
    .prepare(name),
);

/** The same count as a scalar subquery, for the sidebar's counts (read in one statement). */
export function skusNeedingAttentionCount(organisationId: number): SQL {
  return sql`(select count(*)::int from ${skus} where ${and(eq(skus.organisationId, organisationId), needsAttention())})`;
}

/** SKUs unmapped or without COGS, not hidden: read from the partial index skus_needs_attention. */
export async function countSkusNeedingAttention(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<number> {
  const [row] = await countStatement(db).execute({ organisationId });
  return row?.value ?? 0;
}
