import { type Movement, type MovementType, skuDisplayName } from '@backoffice/shared';
import type { InventoryMovementRow } from './inventory.tables.ts';

/**
 * A ledger row with what the screens show beside it: its SKU's code and product name and the user
 * who wrote it. The ledger stores ids only; the modules above it that show movements join the
 * names (stock's warehouse ledger, a transfer's movements) and present them here.
 */
export interface MovementWithNames {
  movement: Pick<
    InventoryMovementRow,
    'id' | 'warehouseId' | 'skuId' | 'type' | 'quantity' | 'occurredAt' | 'sourceType' | 'sourceId' | 'reason'
  >;
  sku: { id: number; skuId: string };
  productName: string | null;
  user: { id: number; name: string } | null;
}

export function presentMovement(row: MovementWithNames): Movement {
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
