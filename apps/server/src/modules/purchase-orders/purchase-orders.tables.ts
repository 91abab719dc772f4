import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  bigintRef,
  createdAt,
  currency,
  minorUnits,
  organisationId,
  tenantId,
  updatedAt,
} from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { skuKeys } from '../skus/skus.keys.ts';
import { supplierKeys } from '../suppliers/suppliers.keys.ts';
import { userKeys } from '../users/users.keys.ts';
import { warehouseKeys } from '../warehouses/warehouses.keys.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A purchase order: goods ordered from a supplier into one of the organisation's warehouses.
 * Supplier, warehouse and SKUs are the organisation's (composite tenant foreign keys, no ON DELETE
 * action: one with orders is kept). Each status change stamps its own time.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reference: text('reference'),
    status: text('status').$type<PurchaseOrderStatus>().notNull().default('DRAFT'),
    supplierId: bigintRef('supplier_id').notNull(),
    warehouseId: bigintRef('warehouse_id').notNull(),
    orderDate: date('order_date').notNull(),
    notes: text('notes'),
    submittedAt: at('submitted_at'),
    confirmedAt: at('confirmed_at'),
    inProductionAt: at('in_production_at'),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index().on(table.organisationId, table.status),
    index().on(table.organisationId, table.supplierId),
    index().on(table.organisationId, table.warehouseId),
    index().on(table.organisationId, table.orderDate),
    foreignKey({
      name: 'purchase_orders_supplier_fk',
      columns: [table.organisationId, table.supplierId],
      foreignColumns: [supplierKeys.organisationId, supplierKeys.id],
    }),
    foreignKey({
      name: 'purchase_orders_warehouse_fk',
      columns: [table.organisationId, table.warehouseId],
      foreignColumns: [warehouseKeys.organisationId, warehouseKeys.id],
    }),
    check(
      'purchase_orders_status_check',
      sql`${table.status} in (${sql.raw(PURCHASE_ORDER_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/** A line: a SKU, how many, at what unit cost (minor units of `currency`), and how many arrived. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    purchaseOrderId: bigintRef('purchase_order_id').notNull(),
    position: integer('position').notNull(),
    skuId: bigintRef('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    quantityReceived: integer('quantity_received').notNull().default(0),
    quantityInCase: integer('quantity_in_case'),
    unitCost: minorUnits('unit_cost').notNull(),
    currency: currency('currency'),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('purchase_order_lines_order_sku_unique').on(
      table.organisationId,
      table.purchaseOrderId,
      table.skuId,
    ),
    index('purchase_order_lines_sku').on(table.organisationId, table.skuId),
    foreignKey({
      name: 'purchase_order_lines_order_fk',
      columns: [table.organisationId, table.purchaseOrderId],
      foreignColumns: [purchaseOrders.organisationId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_order_lines_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }),
    check(
      'purchase_order_lines_quantities_check',
      sql`${table.quantity} > 0 and ${table.quantityReceived} >= 0`,
    ),
  ],
);
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;

/**
 * One receipt of goods against a PO, named by the client's receipt id (or one the server made):
 * the key that makes a retried receipt a no-op. Its units are in the ledger, keyed by it.
 */
export const purchaseOrderReceipts = pgTable(
  'purchase_order_receipts',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    purchaseOrderId: bigintRef('purchase_order_id').notNull(),
    receiptKey: text('receipt_key').notNull(),
    units: integer('units').notNull(),
    receivedBy: bigintRef('received_by').references(() => userKeys.id),
    receivedAt: at('received_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('purchase_order_receipts_key_unique').on(
      table.organisationId,
      table.purchaseOrderId,
      table.receiptKey,
    ),
    foreignKey({
      name: 'purchase_order_receipts_order_fk',
      columns: [table.organisationId, table.purchaseOrderId],
      foreignColumns: [purchaseOrders.organisationId, purchaseOrders.id],
    }).onDelete('cascade'),
  ],
);
