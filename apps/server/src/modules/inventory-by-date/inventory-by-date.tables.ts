import { bigint, boolean, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organisationId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

/**
 * The ledger's net change per warehouse and calendar day of the organisation (migration 0059),
 * split by the COGS currency its SKUs are valued in ('' for none) and whether they are hidden:
 * units, their value at today's COGS, and units sold. Kept by triggers in the writer's
 * transaction (movements, a SKU's or product's COGS, a SKU hidden, a new time zone); stock at the
 * end of a day is the sum of the days up to it. Read by this module's repository only.
 */
export const stockDayTotals = pgTable(
  'stock_day_totals',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    hidden: boolean('hidden').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    sold: bigint('sold', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'stock_day_totals_pk',
      columns: [table.organisationId, table.warehouseId, table.day, table.currency, table.hidden],
    }),
  ],
);
