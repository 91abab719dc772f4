import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { movementFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { userFacts } from '../users/users.facts.ts';

/**
 * Ledger rows with their SKU, its product's name and the user who wrote them: the one shape of a
 * movement a screen shows (a warehouse's ledger, a transfer's movements). The
 * caller adds its WHERE and ORDER BY.
 */
export function selectMovements(db: Executor) {
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
    .leftJoin(userFacts, eq(userFacts.id, movementFacts.userId));
}
