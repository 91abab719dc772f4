import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Shipped reference data, the same for every organisation; synced from ./data at start-up. */
export const countries = pgTable('countries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull().unique(),
  regionCode: text('region_code').notNull(),
});
export type CountryRow = typeof countries.$inferSelect;

export const marketplaces = pgTable('marketplaces', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  /** Amazon's marketplace id (MWS and SP-API use the same one), e.g. ATVPDKIKX0DER. */
  mwsId: text('mws_id').notNull().unique(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  regionCode: text('region_code').notNull(),
  defaultCurrencyCode: text('default_currency_code').notNull(),
  defaultLanguageCode: text('default_language_code').notNull(),
  domainName: text('domain_name').notNull(),
  endpoint: text('endpoint').notNull(),
  /** Where the marketplace's sellers sign in and authorize apps, e.g. sellercentral.amazon.com.au. */
  sellerCentralHost: text('seller_central_host').notNull(),
});
export type MarketplaceRow = typeof marketplaces.$inferSelect;

export const marketplaceCountries = pgTable(
  'marketplace_countries',
  {
    marketplaceId: bigint('marketplace_id', { mode: 'number' })
      .notNull()
      .references(() => marketplaces.id, { onDelete: 'cascade' }),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.marketplaceId, table.countryId] })],
);

/** Amazon's fulfilment centres as shipped; each organisation gets its own editable copy. */
export const referenceFulfillmentCenters = pgTable('reference_fulfillment_centers', {
  code: text('code').primaryKey(),
  marketplaceId: bigint('marketplace_id', { mode: 'number' })
    .notNull()
    .references(() => marketplaces.id),
  countryId: bigint('country_id', { mode: 'number' })
    .notNull()
    .references(() => countries.id),
  state: text('state'),
});

/**
 * The digest of the datasets the reference tables were last synced from (one row): a start whose
 * datasets have the same digest skips the sync, which otherwise rewrites every row (issue 28).
 */
export const referenceDataSync = pgTable(
  'reference_data_sync',
  {
    only: boolean('only').primaryKey().default(true),
    digest: text('digest').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('reference_data_sync_one_row', sql`${table.only}`)],
);
