import { type Movement, type MovementType, skuDisplayName } from '@backoffice/shared';
import type { TransferMovementRow } from './transfers-movements.repository.ts';

/** A ledger row the transfer wrote, as its movements tab shows it (the ledger's own Movement shape). */
export function presentTransferMovement({ movement, sku, productName, user }: TransferMovementRow): Movement {
  return {
    id: movement.id,
    warehouse_id: movement.warehouseId,
    sku_id: movement.skuId,
    type: movement.type as MovementType,
    quantity: movement.quantity,
    occurred_at: movement.occurredAt.toISOString(),
    source_type: movement.sourceType,
    source_id: movement.sourceId,
    reason: movement.reason,
    user: user ? { id: user.id, name: user.name } : null,
    sku: {
      id: sku.id,
      sku_id: sku.skuId,
      display_name: skuDisplayName({ productName, skuId: sku.skuId }),
    },
  };
}
