import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { MovementInput } from '../inventory/record-movements.usecase.ts';
import {
  purchaseOrderLines,
  purchaseOrderReceipts,
  purchaseOrders,
} from '../purchase-orders/purchase-orders.tables.ts';
import { receiptMovementKey } from '../purchase-orders/receipt-key.domain.ts';
import { suppliers } from '../suppliers/suppliers.tables.ts';
import type { DemoCatalog } from './demo-catalog.domain.ts';
import type { DemoCatalogIds } from './demo-catalog.repository.ts';
import type { PlannedPurchaseOrder } from './demo-purchase-orders.domain.ts';

/**
 * Writes the planned purchase orders with their lines and receipts, and returns the received units
 * as the ledger receipts to record (source purchase_order, the module's own idempotency keys,
 * dated when they arrived): the caller records them through recordMovements, so the lines'
 * received counts are exactly what the ledger holds for each order.
 */
export async function insertDemoPurchaseOrders(
  db: Executor,
  {
    organisationId,
    catalog,
    ids,
    orders,
  }: { organisationId: number; catalog: DemoCatalog; ids: DemoCatalogIds; orders: PlannedPurchaseOrder[] },
): Promise<{ orders: number; receipts: MovementInput[] }> {
  const receipts: MovementInput[] = [];
  if (orders.length === 0) return { orders: 0, receipts };
  const names = catalog.suppliers.map((supplier) => supplier.name);
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, organisationId), inArray(suppliers.name, names)));
  const supplierIds = new Map(rows.map((row) => [row.name, row.id]));
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo data: no ${what}`);
    return value;
  };
  for (const order of orders) {
    const warehouseId = need(ids.warehouses.get(order.warehouse), `warehouse ${order.warehouse}`);
    const [row] = await db
      .insert(purchaseOrders)
      .values({
        organisationId,
        status: order.status,
        supplierId: need(supplierIds.get(need(names[order.supplier], 'supplier')), 'supplier id'),
        warehouseId,
        orderDate: order.orderedAt.toISOString().slice(0, 10),
        reference: `DEMO-${order.orderedAt.toISOString().slice(0, 10)}-${order.status.slice(0, 3)}`,
        createdAt: order.orderedAt,
        updatedAt: order.receiptAt ?? order.orderedAt,
        ...order.stamps,
      })
      .returning({ id: purchaseOrders.id });
    const id = need(row?.id, 'purchase order id');
    const lines = await db
      .insert(purchaseOrderLines)
      .values(
        order.lines.map((line, position) => ({
          organisationId,
          purchaseOrderId: id,
          position,
          skuId: need(ids.skus[line.sku], `SKU ${line.sku}`),
          quantity: line.quantity,
          quantityReceived: order.received[position] ?? 0,
          quantityInCase: line.quantityInCase,
          unitCost: line.unitCost,
          currency: line.currency,
        })),
      )
      .returning({
        id: purchaseOrderLines.id,
        skuId: purchaseOrderLines.skuId,
        received: purchaseOrderLines.quantityReceived,
      });
    const received = lines.filter((line) => line.received > 0);
    if (!order.receiptAt || received.length === 0) continue;
    const receiptKey = 'demo';
    await db.insert(purchaseOrderReceipts).values({
      organisationId,
      purchaseOrderId: id,
      receiptKey,
      units: received.reduce((sum, line) => sum + line.received, 0),
      receivedAt: order.receiptAt,
    });
    receipts.push(
      ...received.map((line) => ({
        warehouseId,
        skuId: line.skuId,
        type: 'receipt' as const,
        quantity: line.received,
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
