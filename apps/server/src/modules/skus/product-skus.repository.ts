import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { skus } from './skus.tables.ts';

/** The product's SKUs stop pointing at it (they stay, unmapped). */
export async function unmapSkusOf(
  db: Executor,
  { organisationId, productId }: { organisationId: number; productId: number },
): Promise<void> {
  await db
    .update(skus)
    .set({ productId: null, updatedAt: sql`now()` })
    .where(and(eq(skus.organisationId, organisationId), eq(skus.productId, productId)));
}
