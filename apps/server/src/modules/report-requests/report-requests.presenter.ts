import type { ReportRequest } from '@backoffice/shared';
import { documentStateOf } from './report-documents.usecase.ts';
import type { ReportRequestListRow } from './report-requests.repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentReportRequest(row: ReportRequestListRow): ReportRequest {
  return {
    id: row.id,
    report_source_id: row.reportSourceId,
    report_source_name: row.reportSourceName,
    report_type: row.reportType,
    origin: row.origin,
    status: row.status,
    marketplace_ids: row.marketplaceIds,
    data_start_time: iso(row.dataStartTime),
    data_end_time: iso(row.dataEndTime),
    marketplace_report_id: row.marketplaceReportId,
    file_name: row.fileName,
    file_size: row.fileSize,
    document: documentStateOf(row),
    rows_parsed: row.rowsParsed,
    rows_written: row.rowsWritten,
    rows_failed: row.rowsFailed,
    row_problems: row.rowProblems,
    counts: row.counts,
    sales_channels: Object.entries(row.salesChannelRows)
      .map(([name, rows]) => ({ name, rows }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    warnings: row.warnings,
    amounts_rounded: row.amountsRounded,
    error: row.error,
    error_document: row.errorDocument,
    requested_at: row.requestedAt.toISOString(),
    processing_started_at: iso(row.processingStartedAt),
    processed_at: iso(row.processedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One request with what the job queue says of its processing (only the one-request read asks it). */
export function presentLiveReportRequest(
  row: ReportRequestListRow,
  { processingInterrupted }: { processingInterrupted: boolean },
): ReportRequest {
  return { ...presentReportRequest(row), processing_interrupted: processingInterrupted };
}
