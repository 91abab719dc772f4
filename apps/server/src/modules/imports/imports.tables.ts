import type { FieldErrors, ImportResource, ImportStatus } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

export type StoredImportStatus = 'staging' | ImportStatus;

/** A CSV import running in the background (decision 9): what the user watches. */
export const imports = pgTable(
  'imports',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    resource: text('resource').$type<ImportResource>().notNull(),
    /** `staging` while the upload writes its rows (shown as queued), then as the API says. */
    status: text('status').$type<StoredImportStatus>().notNull().default('staging'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors').$type<FieldErrors>(),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * When the job's one transaction wrote the rows. The import stays `running` while what it
     * owes after its commit is written (ImportApplier.settle), and never fails after this.
     */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    check('imports_status_check', sql`${table.status} in ('staging', 'queued', 'running', 'done', 'failed')`),
  ],
);
export type ImportRow = typeof imports.$inferSelect;

/** An import's checked rows, waiting for the job that writes them (deleted once it has run). */
export const importRows = pgTable(
  'import_rows',
  {
    organisationId: organisationId(),
    importId: bigintNotNull('import_id'),
    line: integer('line').notNull(),
    data: jsonb('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.importId, table.line] }),
    foreignKey({
      name: 'import_rows_import_fk',
      columns: [table.organisationId, table.importId],
      foreignColumns: [imports.organisationId, imports.id],
    }).onDelete('cascade'),
  ],
);

function bigintNotNull(name: string) {
  return bigintRef(name).notNull();
}
