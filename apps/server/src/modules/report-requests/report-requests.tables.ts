import type {
  ReportRequestStatus,
  ReportRequestWarning,
  ReportRowProblem,
  ReportType,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { reportSourceKeys } from '../report-sources/report-sources.keys.ts';
import { userKeys } from '../users/users.keys.ts';

/**
 * A report of one type for one source and period (decision 15): asked of the marketplace or
 * uploaded, then processed in batches. `resume_line` is the last line whose effects have
 * committed, written in the same transaction as them, so processing resumes after a crash
 * without losing or repeating a row, and the counts stay exact.
 */
export const reportRequests = pgTable(
  'report_requests',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    reportType: text('report_type').$type<ReportType>().notNull(),
    origin: text('origin').$type<'requested' | 'upload'>().notNull(),
    status: text('status').$type<ReportRequestStatus>().notNull(),
    marketplaceIds: text('marketplace_ids').array().notNull().default(sql`'{}'`),
    dataStartTime: timestamp('data_start_time', { withTimezone: true }),
    dataEndTime: timestamp('data_end_time', { withTimezone: true }),
    marketplaceReportId: text('marketplace_report_id'),
    marketplaceDocumentId: text('marketplace_document_id'),
    /** The document's key in the file store (an upload at once, a download once fetched). */
    documentFile: text('document_file'),
    /** Where an earlier version kept the document under STORAGE_DIR, until the first start moves it. */
    legacyDocumentPath: text('legacy_document_path'),
    /** It was stored once and is no longer (not found when moved, or missing from the store): 410. */
    documentGone: boolean('document_gone').notNull().default(false),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    charset: text('charset'),
    rowsParsed: integer('rows_parsed').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    resumeLine: integer('resume_line').notNull().default(0),
    rowProblems: jsonb('row_problems').$type<ReportRowProblem[]>().notNull().default([]),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** Rows naming each sales channel (marketplace), by the name they give it (migration 0041). */
    salesChannelRows: jsonb('sales_channel_rows').$type<Record<string, number>>().notNull().default({}),
    /** Set when processed: rows of marketplaces outside the source's region… (migration 0041). */
    warnings: jsonb('warnings').$type<ReportRequestWarning[]>().notNull().default([]),
    error: text('error'),
    /** What Amazon's document of a FATAL report says, at most 10 kB of it (migration 0048). */
    errorDocument: text('error_document'),
    /** Amounts of a currency without minor units written with decimals, read rounded (migration 0048). */
    amountsRounded: integer('amounts_rounded').notNull().default(0),
    polls: integer('polls').notNull().default(0),
    requestedBy: bigintRef('requested_by').references(() => userKeys.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index('report_requests_source').on(
      table.organisationId,
      table.reportSourceId,
      table.reportType,
      table.id,
    ),
    index('report_requests_status').on(table.organisationId, table.status, table.id),
    foreignKey({
      name: 'report_requests_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    check('report_requests_origin_check', sql`${table.origin} in ('requested', 'upload')`),
  ],
);
export type ReportRequestRow = typeof reportRequests.$inferSelect;
