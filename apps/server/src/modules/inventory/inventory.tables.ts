import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { userKeys } from '../users/users.keys.ts';

/**
 * The inventory ledger: every change of stock per (warehouse, SKU), append-only. Quantities are
 * signed (in > 0, out < 0). Nothing updates or deletes a row; corrections are new rows.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    // Deleting an organisation takes its ledger with it; deleting a SKU or warehouse alone is refused.
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    // Points at warehouses (organisation_id, id): foreign key in SQL only, warehouses sit above the ledger.
    warehouseId: bigintRef('warehouse_id').notNull(),
    // Points at skus (organisation_id, id): foreign key in SQL only, skus sit above the ledger.
    skuId: bigintRef('sku_id').notNull(),
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The document behind the movement: manual, import, transfer, purchase_order, report, demo… */
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id'),
    reason: text('reason'),
    // No ON DELETE action: the ledger is never rewritten, so a user with movements is kept.
    userId: bigintRef('user_id').references(() => userKeys.id),
    /** Makes re-processing the same document a no-op. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index().on(table.organisationId, table.warehouseId, table.skuId, table.occurredAt),
    index().on(table.organisationId, table.skuId, table.occurredAt),
    index('inventory_movements_source').on(table.organisationId, table.sourceType, table.sourceId),
    // By time, covering what day sums read (migration 0030 adds INCLUDE (warehouse_id, sku_id,
    // quantity, type), which Drizzle cannot declare): inventory by date and the dashboard.
    index('inventory_movements_by_time').on(table.organisationId, table.occurredAt),
    // The losses, by SKU and date: the dispute loss detector (migration 0024).
    index('inventory_movements_losses')
      .on(table.organisationId, table.skuId, table.occurredAt)
      .where(sql`type = 'lost' and quantity < 0`),
    uniqueIndex('inventory_movements_idempotency')
      .on(table.organisationId, table.idempotencyKey)
      .where(sql`idempotency_key is not null`),
  ],
);
export type InventoryMovementRow = typeof inventoryMovements.$inferSelect;

/**
 * Stock per (warehouse, SKU), derived from the ledger in the same transaction as each movement.
 * `inventory_cache` is the last quantity an external report (marketplace, 3PL) stated, kept
 * beside ours for reconciliation; null until a report says something.
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    organisationId: organisationId(),
    // Points at warehouses (organisation_id, id), ON DELETE CASCADE: foreign key in SQL only.
    warehouseId: bigintRef('warehouse_id').notNull(),
    // Points at skus (organisation_id, id), ON DELETE CASCADE: foreign key in SQL only.
    skuId: bigintRef('sku_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    inventoryCache: integer('inventory_cache'),
    /**
     * At zero or below: the day the stock ran out (the ledger sets it). Holding stock: the projected
     * out-of-stock date the forecast recompute writes (migration 0031), null when it lasts the
     * horizon or the warehouse sells nothing. A stock change that leaves units clears it until the
     * recompute it queues writes it again (within about a minute).
     */
    outOfStockDate: date('out_of_stock_date'),
    /**
     * Amazon's own figures for an FBA warehouse, from the FBA Inventory API (getInventorySummaries,
     * migration 0051), and when they were fetched; null until it was first read for this row.
     * Inbound working + shipped + receiving is the Stock screen's "inbound at Amazon".
     */
    fbaFulfillable: integer('fba_fulfillable'),
    fbaInboundWorking: integer('fba_inbound_working'),
    fbaInboundShipped: integer('fba_inbound_shipped'),
    fbaInboundReceiving: integer('fba_inbound_receiving'),
    fbaReserved: integer('fba_reserved'),
    fbaUnfulfillable: integer('fba_unfulfillable'),
    fbaResearching: integer('fba_researching'),
    fbaFetchedAt: timestamp('fba_fetched_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.warehouseId, table.skuId] }),
    index().on(table.organisationId, table.skuId),
    // Stock Health's discrepancies, largest first: the page walks it and its count reads it alone
    // (migration 0068).
    index('warehouse_stock_discrepancies')
      .on(table.organisationId, sql`abs(inventory_cache - quantity) desc`)
      .where(sql`inventory_cache is not null and inventory_cache <> quantity`),
  ],
);
export type WarehouseStockRow = typeof warehouseStock.$inferSelect;

/**
 * Units per SKU over all its warehouses: one row per SKU (created with it), kept equal to the sum
 * of its warehouse_stock rows by triggers in the same transaction as every stock write
 * (migration 0007), so the SKU list sorts by stock and shows it without aggregating per request.
 */
export const skuStockTotals = pgTable(
  'sku_stock_totals',
  {
    organisationId: organisationId(),
    // Points at skus (organisation_id, id), ON DELETE CASCADE: foreign key sku_stock_totals_sku_fk in SQL only.
    skuId: bigintRef('sku_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.skuId] }),
    index('sku_stock_totals_by_quantity').on(table.organisationId, table.quantity, table.skuId),
  ],
);
export type SkuStockTotalRow = typeof skuStockTotals.$inferSelect;

/**
 * Units per warehouse, the SKUs it holds (quantity above zero) and its stock rows not at zero, kept by statement triggers on
 * warehouse_stock (migration 0064): the Warehouses list and a warehouse's page without grouping
 * every stock row of the organisation per request.
 */
export const warehouseStockTotals = pgTable(
  'warehouse_stock_totals',
  {
    organisationId: organisationId(),
    // Points at warehouses (organisation_id, id), ON DELETE CASCADE: foreign key in SQL only.
    warehouseId: bigintRef('warehouse_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    skusInStock: bigint('skus_in_stock', { mode: 'number' }).notNull(),
    /** Stock rows not at zero (below zero included): Inventory by Date's rows for today. */
    heldPairs: bigint('held_pairs', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'warehouse_stock_totals_pk', columns: [table.organisationId, table.warehouseId] }),
  ],
);
