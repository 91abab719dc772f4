import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { skus } from '../skus/skus.tables.ts';
import { needsAttention } from '../skus/skus-list.repository.ts';

/** Built once per database and prepared: the counts are read on every page load. */
function prepareCount(db: Executor) {
  return db
    .select({ value: sql<number>`count(*)::int` })
    .from(skus)
    .where(and(eq(skus.organisationId, sql.placeholder('organisationId')), needsAttention()))
    .prepare('stockroom_count_skus_needing_attention');
}
const prepared = new WeakMap<Executor, ReturnType<typeof prepareCount>>();

/** SKUs unmapped or without COGS, not hidden: read from the partial index skus_needs_attention. */
export async function countSkusNeedingAttention(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<number> {
  let count = prepared.get(db);
  if (!count) {
    count = prepareCount(db);
    prepared.set(db, count);
  }
  const [row] = await count.execute({ organisationId });
  return row?.value ?? 0;
}
