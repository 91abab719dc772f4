import { sql } from 'drizzle-orm';
import { bigint, customType, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId, tenantId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

/** A transaction id (xid8), read and written as its decimal text: it outgrows a JS number. */
const transactionId = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The outbox (decision 23): each event recorded in the transaction of the change it describes,
 * in the order (transaction_id, id) that consumers read it in.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    transactionId: transactionId('transaction_id').notNull().default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    /** What the event is about, e.g. `sku:42`: events of one aggregate reach a consumer in order. */
    aggregate: text('aggregate').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index('domain_events_position').on(table.transactionId, table.id),
    index('domain_events_occurred_at').on(table.occurredAt),
  ],
);
export type DomainEventRow = typeof domainEvents.$inferSelect;

/** Where each consumer stands: the position of the last event it handled or passed over. */
export const eventConsumers = pgTable('event_consumers', {
  consumer: text('consumer').primaryKey(),
  transactionId: transactionId('transaction_id').notNull().default('0'),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
  /** The last event it failed on every attempt and passed over, and why. */
  lastFailure: jsonb('last_failure').$type<{ eventId: number; type: string; message: string; at: string }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
