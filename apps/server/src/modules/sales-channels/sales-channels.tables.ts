import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { marketplaceKeys } from '../reference/reference.keys.ts';
import { reportSourceKeys } from '../report-sources/report-sources.keys.ts';

/**
 * Where the seller sells: a marketplace storefront (Amazon.de) or another shop. An organisation
 * has at most one channel per marketplace (migration 0039), fed by every source that sells there;
 * channels the product makes are named as the marketplace (its site name, Amazon.co.uk).
 */
export const salesChannels = pgTable(
  'sales_channels',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    marketplaceId: bigintRef('marketplace_id').references(() => marketplaceKeys.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('sales_channels_organisation_name_unique').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
    uniqueIndex('sales_channels_organisation_marketplace_unique').on(
      table.organisationId,
      table.marketplaceId,
    ),
  ],
);
export type SalesChannelRow = typeof salesChannels.$inferSelect;

/** Which report source feeds which sales channel (the spec's sales_channel_pivot). */
export const reportSourceSalesChannels = pgTable(
  'report_source_sales_channels',
  {
    organisationId: organisationId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    salesChannelId: bigintRef('sales_channel_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.reportSourceId, table.salesChannelId] }),
    foreignKey({
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.organisationId, table.salesChannelId],
      foreignColumns: [salesChannels.organisationId, salesChannels.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A SKU listed on a sales channel; a SKU's marketplaces are those of its channels. Kept with the
 * channels, which count and sum their listings (sortable); SKUs, above, read and write them
 * through this module's facts and use cases.
 */
export const skuListings = pgTable(
  'sku_listings',
  {
    organisationId: organisationId(),
    salesChannelId: bigintRef('sales_channel_id').notNull(),
    // skus (organisation_id, id), ON DELETE CASCADE: in SQL only (migration 0001), SKUs sit above channels.
    skuId: bigintRef('sku_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.salesChannelId, table.skuId] }),
    index().on(table.organisationId, table.skuId),
    foreignKey({
      columns: [table.organisationId, table.salesChannelId],
      foreignColumns: [salesChannels.organisationId, salesChannels.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each channel's listed SKUs and their units across every warehouse, kept by statement triggers on
 * sku_listings and sku_stock_totals (migration 0069): the Sales Channels list and a channel's page
 * without adding up every listing's stock per request.
 */
export const salesChannelTotals = pgTable(
  'sales_channel_totals',
  {
    organisationId: organisationId(),
    // Points at sales_channels (organisation_id, id), ON DELETE CASCADE: foreign key in SQL only.
    salesChannelId: bigintRef('sales_channel_id').notNull(),
    listedSkus: bigint('listed_skus', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'sales_channel_totals_pk', columns: [table.organisationId, table.salesChannelId] }),
  ],
);
