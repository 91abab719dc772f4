import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintRef } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

/**
 * The filling of a demo organisation made at a first start, which runs after the server listens
 * (so the sign-in page answers at once): its progress for the screens' banner, and whether it
 * finished. A row left unfinished by a stopped server makes the next start make the demo again.
 */
export const demoPreparations = pgTable('demo_preparations', {
  organisationId: bigintRef('organisation_id')
    .primaryKey()
    .references(() => organisationKeys.id, { onDelete: 'cascade' }),
  stepsDone: integer('steps_done').notNull().default(0),
  steps: integer('steps').notNull(),
  /** What is being written now, for the banner ("Writing a year of stock history"). */
  step: text('step').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Why the filling stopped, when it failed (the demo stays as far as it got). */
  failure: text('failure'),
});
export type DemoPreparationRow = typeof demoPreparations.$inferSelect;
