import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { skus } from './skus.tables.ts';

/**
 * Unmapped or without COGS, and not hidden. The first half is written exactly as the partial
 * index skus_needs_attention's predicate, so the planner can use that index. Here, not with the
 * list that filters by it, so that skus' facts (which publish the count) reach no other module.
 */
export function needsAttention(): SQL {
  return sql`((${skus.productId} is null or ${skus.cogs} is null) and not ${skus.isHidden})`;
}

/**
 * SKUs unmapped or without COGS, not hidden, as a scalar subquery: the sidebar's counts read it in
 * one statement with the other badges, from the partial index skus_needs_attention.
 */
export function skusNeedingAttentionCount(organisationId: number): SQL {
  return sql`(select count(*)::int from ${skus} where ${and(eq(skus.organisationId, organisationId), needsAttention())})`;
}

/** The same count on its own. */
export async function countSkusNeedingAttention(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select ${skusNeedingAttentionCount(organisationId)} as count`,
  );
  return row?.count ?? 0;
}
