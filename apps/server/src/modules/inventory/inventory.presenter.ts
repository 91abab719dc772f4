import { type Movement, type MovementType, skuDisplayName } from '@backoffice/shared';
import type { MovementListRow } from './movements.repository.ts';

export function presentMovement(row: MovementListRow): Movement {
  const { movement } = row;
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
    user: row.user ? { id: row.user.id, name: row.user.name } : null,
    sku: {
      id: row.sku.id,
      sku_id: row.sku.skuId,
      display_name: skuDisplayName({ productName: row.productName, skuId: row.sku.skuId }),
    },
  };
}
