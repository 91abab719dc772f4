import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

export const suppliers = pgTable(
  'suppliers',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    name: text('name').notNull(),
    /** The warehouse goods ship from (the supplier's own, or a consolidator). */
    warehouseId: bigintRef('warehouse_id'),
    /** What it invoices in (ISO 4217; migration 0057): a suggested order is in this one currency. */
    currency: text('currency'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index('suppliers_name_trgm').using('gin', sql`${table.name} gin_trgm_ops`).with({ fastupdate: false }),
    uniqueIndex('suppliers_organisation_name_unique').on(table.organisationId, sql`lower(${table.name})`),
  ],
);
export type SupplierRow = typeof suppliers.$inferSelect;

/** Days from the supplier to a destination country (type "country") or region (type "region"). */
export const supplierShippingTimes = pgTable(
  'supplier_shipping_times',
  {
    organisationId: organisationId(),
    id: tenantId(),
    supplierId: bigintRef('supplier_id').notNull(),
    type: text('type').$type<'country' | 'region'>().notNull(),
    code: text('code').notNull(),
    days: integer('days').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex().on(table.organisationId, table.supplierId, table.type, table.code),
    foreignKey({
      columns: [table.organisationId, table.supplierId],
      foreignColumns: [suppliers.organisationId, suppliers.id],
    }).onDelete('cascade'),
  ],
);
export type SupplierShippingTimeRow = typeof supplierShippingTimes.$inferSelect;

/**
 * Which suppliers make a product, and how long they take (the spec's pivot). Kept with the
 * suppliers, which count their products (sortable); products, above, read and write their links
 * through this module's facts and use cases.
 */
export const productSuppliers = pgTable(
  'product_suppliers',
  {
    organisationId: organisationId(),
    // products (organisation_id, id), ON DELETE CASCADE: in SQL only (migration 0001), products sit above.
    productId: bigintRef('product_id').notNull(),
    supplierId: bigintRef('supplier_id').notNull(),
    bufferDays: integer('buffer_days').notNull().default(0),
    productionLeadDays: integer('production_lead_days').notNull().default(0),
    /** The least units of the product it takes in one order (migration 0057). */
    minOrderQuantity: integer('min_order_quantity'),
    /** The least value of the product in one order, minor units of the supplier's currency. */
    minOrderValue: bigint('min_order_value', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.productId, table.supplierId] }),
    index().on(table.organisationId, table.supplierId),
    foreignKey({
      columns: [table.organisationId, table.supplierId],
      foreignColumns: [suppliers.organisationId, suppliers.id],
    }).onDelete('cascade'),
  ],
);
