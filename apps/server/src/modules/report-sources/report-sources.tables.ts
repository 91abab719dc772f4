import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

/**
 * Where an orders sync stopped (a rate limit put it back): the window it searches (ISO times), the
 * marketplace batch (its index among the source's batches, and its ids as sent), Amazon's
 * paginationToken for the next page (null: the batch starts at its first page), and when it was
 * saved (the token lives 24 hours).
 */
export interface OrdersSyncPosition {
  lastUpdatedAfter: string;
  lastUpdatedBefore: string;
  batch: number;
  marketplaceIds: string[] | null;
  paginationToken: string | null;
  savedAt: string;
}

/**
 * A data feed (an Amazon seller account, a 3PL, a spreadsheet). Credentials are stored encrypted
 * with APP_KEY (AES-256-GCM) and never leave the server.
 */
export const reportSources = pgTable(
  'report_sources',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    ulid: text('ulid').notNull(),
    uuid: text('uuid').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    regionCode: text('region_code').notNull().default('Unknown'),
    sellerPartnerId: text('seller_partner_id'),
    /**
     * An Amazon source's home site: the country code of the marketplace (reference) on whose
     * Seller Central the seller authorized the app, e.g. AU; null when not connected that way.
     */
    homeSite: text('home_site'),
    hasDailySync: boolean('has_daily_sync').notNull().default(true),
    authTokenEncrypted: text('auth_token_encrypted'),
    clientKeyEncrypted: text('client_key_encrypted'),
    clientSecretEncrypted: text('client_secret_encrypted'),
    ordersSyncedAt: timestamp('orders_synced_at', { withTimezone: true }),
    shipmentsSyncedAt: timestamp('shipments_synced_at', { withTimezone: true }),
    inventorySyncedAt: timestamp('inventory_synced_at', { withTimezone: true }),
    /** When the FBA Inventory API was last read for every marketplace of the source (hourly). */
    fbaInventoryFetchedAt: timestamp('fba_inventory_fetched_at', { withTimezone: true }),
    /** Where the orders sync stopped, to resume from there; null when no search is under way. */
    ordersSyncPosition: jsonb('orders_sync_position').$type<OrdersSyncPosition>(),
    /** The last marketplace sync's start, and why it failed (null after a good one). */
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    syncError: text('sync_error'),
    /** When Login with Amazon last accepted the refresh token, and why it last refused it. */
    authorizationCheckedAt: timestamp('authorization_checked_at', { withTimezone: true }),
    authorizationError: text('authorization_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex().on(table.organisationId, table.ulid),
  ],
);
export type ReportSourceRow = typeof reportSources.$inferSelect;
