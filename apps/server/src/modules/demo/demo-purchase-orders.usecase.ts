import type { Executor } from '../../db/client.ts';
import type { MovementInput } from '../inventory/record-movements.usecase.ts';
import { addRecordedPurchaseOrder } from '../purchase-orders/purchase-orders.usecases.ts';
import { receiptMovementKey } from '../purchase-orders/receipt-key.domain.ts';
import type { DemoCatalogIds } from './demo-catalog.usecase.ts';
import type { PlannedPurchaseOrder } from './demo-purchase-orders.domain.ts';

/**
 * Writes the planned purchase orders with their lines and receipts, and returns the received units
 * as the ledger receipts to record (source purchase_order, the module's own idempotency keys,
 * dated when they arrived): the caller records them through recordMovements, so the lines'
 * received counts are exactly what the ledger holds for each order.
 */
export async function insertDemoPurchaseOrders(
  tx: Executor,
  {
    organisationId,
    ids,
    orders,
  }: { organisationId: number; ids: DemoCatalogIds; orders: PlannedPurchaseOrder[] },
): Promise<{ orders: number; receipts: MovementInput[] }> {
  const receipts: MovementInput[] = [];
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo data: no ${what}`);
    return value;
  };
  for (const order of orders) {
    const warehouseId = need(ids.warehouses.get(order.warehouse), `warehouse ${order.warehouse}`);
    const receiptKey = 'demo';
    const { purchaseOrder } = await addRecordedPurchaseOrder({
      tx,
      organisationId,
      order: {
        status: order.status,
        supplierId: need(ids.suppliers[order.supplier], 'supplier id'),
        warehouseId,
        orderDate: order.orderedAt.toISOString().slice(0, 10),
        reference:
          order.reference ?? `DEMO-${order.orderedAt.toISOString().slice(0, 10)}-${order.status.slice(0, 3)}`,
        createdAt: order.orderedAt,
        updatedAt: latest([order.orderedAt, order.receiptAt, ...Object.values(order.stamps)]),
        ...order.stamps,
      },
      lines: order.lines.map((line, position) => ({
        skuId: need(ids.skus[line.sku], `SKU ${line.sku}`),
        quantity: line.quantity,
        quantityReceived: order.received[position] ?? 0,
        quantityInCase: line.quantityInCase,
        unitCost: line.unitCost,
        currency: line.currency,
      })),
      receipt: order.receiptAt ? { receiptKey, receivedAt: order.receiptAt } : null,
    });
    const { id } = purchaseOrder;
    const received = purchaseOrder.lines.filter((line) => line.quantityReceived > 0);
    if (!order.receiptAt) continue;
    receipts.push(
      ...received.map((line) => ({
        warehouseId,
        skuId: line.skuId,
        type: 'receipt' as const,
        quantity: line.quantityReceived,
        occurredAt: order.receiptAt as Date,
        sourceType: 'purchase_order',
        sourceId: String(id),
        reason: `PO ${id}`,
        idempotencyKey: receiptMovementKey(id, receiptKey, line.id),
      })),
    );
  }
  return { orders: orders.length, receipts };
}

/** The last of the order's moments: when it was last changed. */
const latest = (moments: readonly (Date | null | undefined)[]): Date =>
  new Date(Math.max(...moments.map((moment) => moment?.getTime() ?? 0)));
