import type { Counts } from '@backoffice/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { skus } from '../skus/skus.tables.ts';
import { needsAttention } from '../skus/skus-list.repository.ts';

/**
 * What needs attention in an organisation, for the sidebar badges on every page load, so each
 * figure must stay cheap. Disputes, transfers and store orders become real queries as their
 * modules land; until then the organisation has none of those records, so zero is the true
 * answer.
 */
export async function countNeedsAttention(db: Executor, organisationId: number): Promise<Counts> {
  return {
    disputes: 0,
    transfers: { drafts: 0, problems: 0 },
    skus: await countSkusNeedingAttention(db, organisationId),
    orders: 0,
  };
}

/** SKUs unmapped or without COGS, not hidden: read from the partial index skus_needs_attention. */
async function countSkusNeedingAttention(db: Executor, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(skus)
    .where(and(eq(skus.organisationId, organisationId), needsAttention()));
  return row?.value ?? 0;
}
