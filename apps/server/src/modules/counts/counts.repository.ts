import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { skus } from '../skus/skus.tables.ts';
import { needsAttention } from '../skus/skus-list.repository.ts';

/** SKUs unmapped or without COGS, not hidden: read from the partial index skus_needs_attention. */
export async function countSkusNeedingAttention(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(skus)
    .where(and(eq(skus.organisationId, organisationId), needsAttention()));
  return row?.value ?? 0;
}
