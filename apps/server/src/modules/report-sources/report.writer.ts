import type { ReportRowProblem } from '@backoffice/shared';
import type { Transaction } from '../../db/client.ts';
import type { ReportSourceRow } from './report-sources.tables.ts';

/**
 * What a writer is given for each batch: the batch's own transaction and the request. The writers
 * live in the modules whose tables they fill, below report-requests, so they see of the request
 * only its id (what their rows remember it by).
 */
export interface WriterContext {
  db: Transaction;
  organisationId: number;
  request: { id: number };
  source: ReportSourceRow;
}

export interface ParsedLine<Row> {
  line: number;
  row: Row;
}

export interface BatchResult {
  /** Lines whose effects are now in the data (all but those refused below). */
  written: number;
  /** Lines the writer could not use, with why (they are counted as failed). */
  problems: ReportRowProblem[];
  /** What the batch created or changed, by kind: orders_created, skus_created, movements… */
  counts: Record<string, number>;
  /** Rows naming each sales channel (marketplace), by the name they give it: types whose rows name one. */
  salesChannelRows?: Record<string, number>;
}

/**
 * Turns one report type's rows into the product's data. `write` runs once per batch inside the
 * batch's transaction and must be idempotent: the same lines written again (re-processing, or a
 * retry after a crash before the batch's commit) change nothing more. Declared here, below every
 * module that owns what reports fill, so each of them keeps its own writer (decision 22) and
 * report-requests, above them, picks one per report type.
 */
export interface ReportWriter<Row> {
  /** Consecutive lines with the same key are kept in one batch (an order's lines). */
  groupKey?: (row: Row) => string;
  write(context: WriterContext, lines: readonly ParsedLine<Row>[]): Promise<BatchResult>;
}

/** How many of the rows name each sales channel (rows naming none are left out). */
export function rowsPerName(names: readonly (string | null)[]): Record<string, number> {
  const rows: Record<string, number> = {};
  for (const name of names) if (name) rows[name] = (rows[name] ?? 0) + 1;
  return rows;
}

/** Adds counts, skipping zeros so a request's counts name only what happened. */
export function countsOf(entries: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== 0));
}
