import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { movementFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { userFacts } from '../users/users.facts.ts';

/** The source_type of every ledger row a transfer writes; its source_id is the transfer's id. */
export const TRANSFER_SOURCE = 'transfer';

/**
 * What the transfer did to the ledger (shipped out, received, given back on cancelling), oldest
 * first, with each row's SKU, its product's name and the user who wrote it.
 */
export async function transferMovementsOf(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
) {
  return db
    .select({
      movement: {
        id: movementFacts.id,
        warehouseId: movementFacts.warehouseId,
        skuId: movementFacts.skuId,
        type: movementFacts.type,
        quantity: movementFacts.quantity,
        occurredAt: movementFacts.occurredAt,
        sourceType: movementFacts.sourceType,
        sourceId: movementFacts.sourceId,
        reason: movementFacts.reason,
      },
      sku: { id: skuFacts.id, skuId: skuFacts.skuId },
      productName: productFacts.name,
      user: { id: userFacts.id, name: userFacts.name },
    })
    .from(movementFacts)
    .innerJoin(
      skuFacts,
      and(eq(skuFacts.organisationId, movementFacts.organisationId), eq(skuFacts.id, movementFacts.skuId)),
    )
    .leftJoin(
      productFacts,
      and(eq(productFacts.organisationId, skuFacts.organisationId), eq(productFacts.id, skuFacts.productId)),
    )
    .leftJoin(userFacts, eq(userFacts.id, movementFacts.userId))
    .where(
      and(
        eq(movementFacts.organisationId, organisationId),
        eq(movementFacts.sourceType, TRANSFER_SOURCE),
        eq(movementFacts.sourceId, String(id)),
      ),
    )
    .orderBy(asc(movementFacts.occurredAt), asc(movementFacts.id));
}
export type TransferMovementRow = Awaited<ReturnType<typeof transferMovementsOf>>[number];
