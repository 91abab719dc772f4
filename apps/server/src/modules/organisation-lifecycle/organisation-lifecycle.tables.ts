import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintRef, id } from '../../db/columns.ts';
import { userKeys } from '../users/users.keys.ts';

export type StoredDeletionStatus = 'queued' | 'running' | 'done';

/**
 * An organisation's deletion, asked for by one of its owners (decision 20). It outlives the
 * organisation, so the owner can watch it finish: no foreign key to `organisations`, and no
 * `organisation_id` column (that name makes a table a tenant table, walled off by row security
 * and distributed by it); the organisation is named by `target_organisation_id` and, for the
 * screen, its ulid and name as they were.
 */
export const organisationDeletions = pgTable(
  'organisation_deletions',
  {
    id: id(),
    targetOrganisationId: bigint('target_organisation_id', { mode: 'number' }).notNull(),
    organisationUlid: text('organisation_ulid').notNull(),
    organisationName: text('organisation_name').notNull(),
    requestedBy: bigintRef('requested_by').references(() => userKeys.id, { onDelete: 'set null' }),
    status: text('status').$type<StoredDeletionStatus>().notNull().default('queued'),
    /** Files and rows removed so far, of `total` (counted by the job's first run; 0 until then). */
    removed: bigint('removed', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    /** The last attempt's failure, while the job waits to run again. */
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index().on(table.targetOrganisationId),
    index().on(table.requestedBy),
    check('organisation_deletions_status_check', sql`${table.status} in ('queued', 'running', 'done')`),
  ],
);
export type OrganisationDeletionRow = typeof organisationDeletions.$inferSelect;
