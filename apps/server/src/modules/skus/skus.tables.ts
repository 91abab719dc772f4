import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
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
import { productKeys } from '../products/products.keys.ts';

/** A seller SKU (sku_id is the seller's own code); mapped to a product or not yet. */
export const skus = pgTable(
  'skus',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    skuId: text('sku_id').notNull(),
    asin: text('asin'),
    name: text('name'),
    productId: bigintRef('product_id'),
    isHidden: boolean('is_hidden').notNull().default(false),
    cogs: minorUnits('cogs'),
    cogsCurrency: currency('cogs_currency'),
    /** What the global search matches: id, ASIN and name lower-cased (migration 0012). */
    /**
     * Amazon's catalog (getCatalogItem, migration 0052): the marketplace's title and main image of
     * the ASIN, and when Amazon was last asked (a week later it is asked again). Null until then.
     */
    catalogTitle: text('catalog_title'),
    catalogImageUrl: text('catalog_image_url'),
    catalogFetchedAt: timestamp('catalog_fetched_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(sku_id || ' ' || coalesce(asin, '') || ' ' || coalesce(name, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('skus_organisation_sku_id_unique').on(table.organisationId, table.skuId),
    index().on(table.organisationId, table.productId),
    index('skus_search_text_trgm')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
    // The badge counts from the index alone, the hidden left out by its own column (migration 0067).
    index('skus_needs_attention')
      .on(table.organisationId, table.isHidden)
      .where(sql`product_id is null or cogs is null`),
    // The list's sorts by a column of the SKU's own walk an index (migration 0067).
    index('skus_name').on(table.organisationId, table.name, table.id),
    index('skus_name_desc').on(table.organisationId, table.name.desc().nullsLast(), table.id.desc()),
    index('skus_cogs').on(table.organisationId, table.cogs, table.id),
    index('skus_cogs_desc').on(table.organisationId, table.cogs.desc().nullsLast(), table.id.desc()),
    index('skus_created_at').on(table.organisationId, table.createdAt, table.id),
    // Few SKUs are hidden: the planning lists leave them out by this small set (migration 0033).
    index('skus_hidden').on(table.organisationId, table.id).where(sql`is_hidden`),
    // The catalog job's due SKUs: never fetched first, then the oldest (migration 0052).
    index('skus_catalog_due')
      .on(table.organisationId, table.catalogFetchedAt.asc().nullsFirst(), table.id)
      .where(sql`asin is not null`),
    foreignKey({
      columns: [table.organisationId, table.productId],
      foreignColumns: [productKeys.organisationId, productKeys.id],
    }),
  ],
);
export type SkuRow = typeof skus.$inferSelect;

/**
 * How many SKUs an organisation has, kept by triggers on skus (migration 0007): the SKU list's
 * unfiltered total without counting every row per request. No row yet means none.
 */
export const organisationSkuCounts = pgTable('organisation_sku_counts', {
  organisationId: bigint('organisation_id', { mode: 'number' })
    .primaryKey()
    .references(() => organisationKeys.id, { onDelete: 'cascade' }),
  skus: bigint('skus', { mode: 'number' }).notNull().default(0),
});
