import { REPORT_DOCUMENT_GONE_MESSAGE, type ReportRowProblem, type ReportType } from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { Database, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { decodeReport, ReportFormatError, readReport } from '../../integrations/amazon/reports/index.ts';
import { batchBesideRequests, giveWayToRequests } from '../../lib/request-priority.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import type { FileStore } from '../files/file-store.client.ts';
import type { ParsedLine, ReportWriter } from '../report-sources/report.writer.ts';
import { findReportSource, type ReportSourceRow } from '../report-sources/report-sources.facts.ts';
import { markSyncedUpTo } from '../report-sources/source-syncs.usecases.ts';
import { markDocumentGone } from './report-documents.usecase.ts';
import { warningsOfProcessed } from './report-request-warnings.usecase.ts';
import {
  lockReportRequest,
  processingSibling,
  recordBatchProgress,
  updateReportRequest,
} from './report-requests.repository.ts';
import type { ReportRequestRow } from './report-requests.tables.ts';
import { writerFor } from './writers/writer-for.writer.ts';

/** Lines per batch: each batch is one short transaction, so other requests run between them. */
export const REPORT_BATCH_LINES = 2_000;
/**
 * A request PROCESSING without progress for this long was left by an instance that died: another
 * attempt may take it over. Every batch's commit renews it.
 */
export const PROCESSING_LEASE_SECONDS = 120;

/** Another request of the same source and type is being processed: try again later. */
export class ReportBusyError extends Error {}

/** Another attempt has taken this request over: this one stops, without retrying. */
export class ReportSupersededError extends Error {}

type Key = { organisationId: number; id: number };

/**
 * Processes a request's stored document into the data, in batches (decision 15). Resumable and
 * idempotent: each batch's effects and its progress (`resume_line`, the counters) commit in one
 * transaction, so an attempt after a crash goes on after the last committed line, and writing a
 * line twice would change nothing anyway. Each batch first checks that the committed progress is
 * still the one this attempt left: an attempt the queue presumed dead (and retried) stops there,
 * so no line is counted twice. An attempt works for at most `sliceSeconds`, then answers
 * 'continued' (its job queues the next slice), so no job outlives the queue's timeout. A document
 * that is not of its type fails the request with the reason; anything else is thrown for the job
 * to retry.
 */
export async function processStoredReport({
  db,
  organisationId,
  requestId,
  files,
  log,
  batchLines = batchBesideRequests(REPORT_BATCH_LINES),
  sliceSeconds,
  stopping,
}: {
  db: Database;
  organisationId: number;
  requestId: number;
  files: FileStore;
  log: Pick<BaseLogger, 'warn'>;
  batchLines?: number;
  sliceSeconds: number;
  /** Aborted when the instance stops: the attempt hands over at its next batch, as at its slice's end. */
  stopping?: AbortSignal;
}): Promise<'processed' | 'continued' | 'failed' | 'skipped'> {
  const sliceEnd = Date.now() + sliceSeconds * 1000;
  const handOver = () => Date.now() >= sliceEnd || stopping?.aborted === true;
  const key = { organisationId, id: requestId };
  const started = await inTenant(db, organisationId, (tx) => startProcessing(tx, key));
  if (!started) return 'skipped';
  const { request, source } = started;
  if (!request.documentFile) {
    if (request.documentGone) return fail(db, key, REPORT_DOCUMENT_GONE_MESSAGE);
    throw new Error(`Report request ${requestId} has no document to process`);
  }
  const writer = await writerFor(db, request);
  if (!writer) return fail(db, key, 'This report type cannot be processed.');
  const document = await files.open({ organisationId, key: request.documentFile });
  if (!document) {
    await markDocumentGone(db, key);
    return fail(db, key, REPORT_DOCUMENT_GONE_MESSAGE);
  }
  try {
    const text = decodeReport(document.body, { charset: request.charset });
    const outcome = await writeInBatches({
      db,
      key,
      request,
      source,
      writer,
      lines: readReport(request.reportType as ReportType, text) as AsyncIterable<ReadLine<never>>,
      batchLines,
      handOver,
    });
    if (outcome === 'continued') return 'continued';
  } catch (error) {
    if (error instanceof ReportFormatError) {
      log.warn({ organisationId, requestId, reason: error.message }, 'report refused');
      return fail(db, key, error.message);
    }
    if (error instanceof ReportSupersededError) {
      log.warn({ organisationId, requestId }, 'report processing taken over by another attempt');
      return 'skipped';
    }
    throw error;
  }
  await inTenant(db, organisationId, async (tx) => {
    const warnings = await warningsOfProcessed(tx, key, source);
    await updateReportRequest(tx, key, {
      status: 'PROCESSED',
      processedAt: new Date(),
      error: null,
      warnings,
    });
    if (request.origin === 'requested') await markSourceSynced(tx, request);
    // Its consequences (problem scan, forecasts, disputes it settles) follow the event, which
    // exists if and only if the report is PROCESSED (decision 23).
    await recordEvent(tx, {
      organisationId,
      type: 'report.processed',
      aggregate: `report-request:${requestId}`,
      payload: { reportRequestId: requestId, reportType: request.reportType },
    });
  });
  return 'processed';
}

/**
 * A requested report processed (or cancelled by Amazon for want of data): the source is synced up
 * to the report's end (orders), or as of the report's request (ledger and inventory), never
 * moving back.
 */
export async function markSourceSynced(tx: Transaction, request: ReportRequestRow): Promise<void> {
  const data =
    request.reportType === 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL'
      ? 'orders'
      : request.reportType === 'GET_LEDGER_DETAIL_VIEW_DATA' ||
          request.reportType === 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA'
        ? 'inventory'
        : null;
  if (!data) return;
  await markSyncedUpTo({
    db: tx,
    organisationId: request.organisationId,
    id: request.reportSourceId,
    data,
    at: request.dataEndTime ?? request.requestedAt,
  });
}

/** Marks the request PROCESSING (renewing its lease) unless it is final or another is busy. */
async function startProcessing(
  tx: Transaction,
  key: Key,
): Promise<{ request: ReportRequestRow; source: ReportSourceRow } | null> {
  const request = await lockReportRequest(tx, key);
  if (!request || (request.status !== 'DONE' && request.status !== 'PROCESSING')) return null;
  if (await processingSibling(tx, request, PROCESSING_LEASE_SECONDS))
    throw new ReportBusyError(`Another ${request.reportType} report of this source is being processed`);
  const source = await findReportSource(tx, {
    organisationId: key.organisationId,
    id: request.reportSourceId,
  });
  if (!source) return null;
  const updated = await updateReportRequest(tx, key, {
    status: 'PROCESSING',
    processingStartedAt: request.processingStartedAt ?? new Date(),
    error: null,
  });
  return updated ? { request: updated, source } : null;
}

async function fail(db: Database, key: Key, reason: string): Promise<'failed'> {
  await inTenant(db, key.organisationId, (tx) =>
    updateReportRequest(tx, key, { status: 'FAILED', error: reason, processedAt: new Date() }),
  );
  return 'failed';
}

type ReadLine<Row> =
  | { ok: true; line: number; row: Row; rounded?: number }
  | { ok: false; line: number; message: string };

async function writeInBatches<Row>({
  db,
  key,
  request,
  source,
  writer,
  lines,
  batchLines,
  handOver,
}: {
  db: Database;
  key: Key;
  request: ReportRequestRow;
  source: ReportSourceRow;
  writer: ReportWriter<Row>;
  lines: AsyncIterable<ReadLine<Row>>;
  batchLines: number;
  /** True once this attempt should commit what it has and leave the rest to the next slice. */
  handOver: () => boolean;
}): Promise<'continued' | 'finished'> {
  let good: ParsedLine<Row>[] = [];
  let bad: ReportRowProblem[] = [];
  let rounded = 0;
  let lastLine = request.resumeLine;
  let committedLine = request.resumeLine;
  let lastGroup: string | undefined;

  const flush = async () => {
    if (good.length === 0 && bad.length === 0) return;
    const batch = good;
    const refused = bad;
    const amountsRounded = rounded;
    const through = lastLine;
    good = [];
    bad = [];
    rounded = 0;
    await inTenant(db, key.organisationId, async (tx) => {
      // Another attempt took this request over (this one was presumed dead): it goes on from
      // what it saw committed; this one stops before counting anything twice.
      const current = await lockReportRequest(tx, key);
      if (current?.status !== 'PROCESSING' || current.resumeLine !== committedLine)
        throw new ReportSupersededError(`Report request ${key.id} is being processed by another attempt`);
      const result =
        batch.length > 0
          ? await writer.write({ db: tx, organisationId: key.organisationId, request, source }, batch)
          : { written: 0, problems: [], counts: {}, salesChannelRows: {} };
      const problems = [...refused, ...result.problems].sort((a, b) => a.line - b.line);
      await recordBatchProgress(tx, key, {
        parsed: batch.length + refused.length,
        written: result.written,
        failed: refused.length + result.problems.length,
        problems,
        resumeLine: through,
        counts: result.counts,
        salesChannelRows: result.salesChannelRows,
        amountsRounded,
      });
    });
    committedLine = through;
    await giveWayToRequests();
  };

  for await (const read of lines) {
    if (read.line <= request.resumeLine) continue;
    const group = read.ok && writer.groupKey ? writer.groupKey(read.row) : undefined;
    const full = good.length + bad.length >= batchLines;
    if (full && (group === undefined || group !== lastGroup)) {
      await flush();
      // A job must end well before the queue takes it for lost: the next slice goes on from here.
      if (handOver()) return 'continued';
    }
    if (read.ok) {
      good.push({ line: read.line, row: read.row });
      rounded += read.rounded ?? 0;
    } else bad.push({ line: read.line, message: read.message });
    lastLine = read.line;
    lastGroup = group;
  }
  await flush();
  return 'finished';
}
