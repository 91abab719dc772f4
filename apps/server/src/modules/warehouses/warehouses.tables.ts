import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { countryKeys } from '../reference/reference.keys.ts';

/**
 * Anywhere stock sits: the seller's own warehouse, a 3PL, or a marketplace's fulfilment network
 * (is_fulfillment_center). Distribution centres feed the others. Routes address it by ulid.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    ulid: text('ulid').notNull(),
    name: text('name').notNull(),
    /** The warehouse's id in the system that reports its stock (e.g. a 3PL's code). */
    foreignId: text('foreign_id'),
    // Points at report_sources: ON DELETE SET NULL (report_source_id) in SQL (0004), which Drizzle cannot say.
    reportSourceId: bigintRef('report_source_id'),
    isDistributionCenter: boolean('is_distribution_center').notNull().default(false),
    isFulfillmentCenter: boolean('is_fulfillment_center').notNull().default(false),
    /**
     * Typed days from the organisation's own warehouses until goods are received here (into a
     * fulfilment-network warehouse: received in full); null leaves planning its default. Learned
     * lead times stand beside it (lead-times module, migration 0055).
     */
    transitDays: integer('transit_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex().on(table.organisationId, table.ulid),
    uniqueIndex('warehouses_organisation_name_unique').on(table.organisationId, sql`lower(${table.name})`),
    index().on(table.organisationId, table.reportSourceId),
    check('warehouses_transit_days_check', sql`${table.transitDays} between 0 and 365`),
  ],
);
export type WarehouseRow = typeof warehouses.$inferSelect;

/** The countries a warehouse serves (its destinations for shipping-time lookups). */
export const warehouseCountries = pgTable(
  'warehouse_countries',
  {
    organisationId: organisationId(),
    warehouseId: bigintRef('warehouse_id').notNull(),
    countryId: bigintRef('country_id')
      .notNull()
      .references(() => countryKeys.id),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.warehouseId, table.countryId] }),
    foreignKey({
      columns: [table.organisationId, table.warehouseId],
      foreignColumns: [warehouses.organisationId, warehouses.id],
    }).onDelete('cascade'),
  ],
);
