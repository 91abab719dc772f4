import { date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintRef, organisationId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { marketplaceKeys } from '../reference/reference.keys.ts';
import { reportSourceKeys } from '../report-sources/report-sources.keys.ts';
import { skuKeys } from '../skus/skus.keys.ts';

/**
 * Amazon's own restock advice (its restock inventory report, migration 0053): for each SKU of a
 * source in one marketplace, the units Amazon recommends sending to its warehouses and by when,
 * as of the report. Only the newest report of a source and marketplace is kept: it replaces the
 * older advice (restock-advice.repository.ts). `reportRequestId` is the request it came from.
 */
export const restockAdvice = pgTable(
  'restock_advice',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    reportSourceId: bigintRef('report_source_id').notNull(),
    marketplaceId: bigintRef('marketplace_id')
      .notNull()
      .references(() => marketplaceKeys.id, { onDelete: 'cascade' }),
    skuId: bigintRef('sku_id').notNull(),
    reportRequestId: bigintRef('report_request_id').notNull(),
    /** When the report was asked for (or uploaded): the moment Amazon's figures describe. */
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    /** Null: Amazon gave no recommendation for the SKU (a blank cell); 0 is "send nothing". */
    recommendedQuantity: integer('recommended_quantity'),
    recommendedShipDate: date('recommended_ship_date'),
    /** As Amazon writes it: out_of_stock, reorder_now…; null when none. */
    alert: text('alert'),
    /** Days of supply at Amazon's fulfilment network, as the report states them. */
    daysOfSupply: integer('days_of_supply'),
  },
  (table) => [
    primaryKey({
      columns: [table.organisationId, table.reportSourceId, table.marketplaceId, table.skuId],
    }),
    index('restock_advice_sku').on(table.organisationId, table.skuId),
    foreignKey({
      name: 'restock_advice_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'restock_advice_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);
export type RestockAdviceRow = typeof restockAdvice.$inferSelect;
