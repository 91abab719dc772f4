import {
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, minorUnits, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { marketplaceKeys } from '../reference/reference.keys.ts';
import { reportSourceKeys } from '../report-sources/report-sources.keys.ts';
import { skuKeys } from '../skus/skus.keys.ts';

/**
 * Amazon's estimated monthly storage fee of an FNSKU (ASIN) in one fulfilment centre and month, as
 * its storage fees report states it (migration 0054): one row per report line, written again when
 * the month is read again. `sku_id` is the seller SKU the FNSKU or ASIN is of, when known as the
 * line is read; a SKU's fee for a country and month is the sum of its rows. The fee is kept as
 * Amazon's decimal (`0.0436`): an estimate to more places than the currency has, summed before it
 * is rounded to minor units.
 */
export const fbaStorageFees = pgTable(
  'fba_storage_fees',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    /** The request that last wrote the row. */
    reportRequestId: bigintRef('report_request_id'),
    /** The first day of `month_of_charge`. */
    month: date('month', { mode: 'string' }).notNull(),
    countryCode: text('country_code').notNull(),
    /** '' when the file does not say. */
    fulfillmentCenter: text('fulfillment_center').notNull(),
    /** What the line is of: its FNSKU, else its ASIN (the row's key with the month and place). */
    item: text('item').notNull(),
    fnsku: text('fnsku'),
    asin: text('asin'),
    skuId: bigintRef('sku_id'),
    currency: text('currency').notNull(),
    estimatedFee: numeric('estimated_fee', { precision: 18, scale: 6 }).notNull(),
    /** Daily average units on hand over the month. */
    averageUnits: numeric('average_units', { precision: 14, scale: 4 }).notNull(),
    /** Amazon's fee per `volume_units` (cubic foot, cubic meter). */
    storageRate: numeric('storage_rate', { precision: 14, scale: 6 }),
    volumeUnits: text('volume_units'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('fba_storage_fees_line').on(
      table.organisationId,
      table.reportSourceId,
      table.month,
      table.countryCode,
      table.fulfillmentCenter,
      table.item,
    ),
    // A SKU's months, newest first: what its stock costs to keep (Stock's money at risk).
    index('fba_storage_fees_sku').on(table.organisationId, table.skuId, table.month),
    foreignKey({
      name: 'fba_storage_fees_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'fba_storage_fees_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);
export type FbaStorageFeeRow = typeof fbaStorageFees.$inferSelect;

/**
 * What Amazon expects to charge per unit of a SKU in a marketplace (the fee preview report,
 * migration 0054): the latest estimate only (`as_of`, when the report was asked for; an older one
 * read later does not replace it). An order line whose fees no settlement has stated yet is
 * given these, marked estimated. Money in minor units of `currency`, per unit.
 */
export const skuEstimatedFees = pgTable(
  'sku_estimated_fees',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    reportRequestId: bigintRef('report_request_id'),
    marketplaceId: bigintRef('marketplace_id')
      .notNull()
      .references(() => marketplaceKeys.id),
    skuId: bigintRef('sku_id').notNull(),
    fnsku: text('fnsku'),
    asin: text('asin'),
    /** `Amazon` or `Merchant`, as the report says. */
    fulfilledBy: text('fulfilled_by'),
    currency: text('currency').notNull(),
    /** The price the estimate is for: the sale price, else the listing's own. */
    price: minorUnits('price'),
    feeTotal: minorUnits('fee_total').notNull(),
    referralFee: minorUnits('referral_fee'),
    variableClosingFee: minorUnits('variable_closing_fee'),
    /** Amazon's fulfilment fee per unit (pick and pack with weight handling). */
    fulfillmentFee: minorUnits('fulfillment_fee'),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('sku_estimated_fees_sku').on(table.organisationId, table.skuId, table.marketplaceId),
    // Which SKU an FNSKU is: the storage fees report names only FNSKUs and ASINs.
    index('sku_estimated_fees_fnsku').on(table.organisationId, table.fnsku),
    foreignKey({
      name: 'sku_estimated_fees_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sku_estimated_fees_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }).onDelete('cascade'),
  ],
);
export type SkuEstimatedFeeRow = typeof skuEstimatedFees.$inferSelect;
