import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organisationKeys } from '../organisations/organisations.keys.ts';

/**
 * The latest ledger check of each organisation (migration 0058): what Stock Health shows. The
 * check adds up the whole ledger (seconds at millions of movements), so a page load reads its last
 * result; a job runs it again within the hour after the stock changes (stock-health.jobs.ts).
 */
export const ledgerChecks = pgTable('ledger_checks', {
  organisationId: bigint('organisation_id', { mode: 'number' })
    .primaryKey()
    .references(() => organisationKeys.id, { onDelete: 'cascade' }),
  checked: integer('checked').notNull(),
  stockMismatches: integer('stock_mismatches').notNull(),
  totalMismatches: integer('total_mismatches').notNull(),
  countMismatches: integer('count_mismatches').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
export type LedgerCheckRow = typeof ledgerChecks.$inferSelect;
