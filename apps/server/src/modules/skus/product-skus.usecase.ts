import type { Executor } from '../../db/client.ts';
import { unmapSkusOf } from './product-skus.repository.ts';

/**
 * A product's deletion, in its transaction (after locking the product): its SKUs stay, unmapped.
 * Their pointer has no ON DELETE action, so this comes before the product goes.
 */
export async function unmapProductSkus({
  tx,
  organisationId,
  productId,
}: {
  tx: Executor;
  organisationId: number;
  productId: number;
}): Promise<void> {
  await unmapSkusOf(tx, { organisationId, productId });
}
