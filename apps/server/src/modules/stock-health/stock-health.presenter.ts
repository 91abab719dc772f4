import {
  type DatabaseStatistics,
  type LedgerCheckSummary,
  REPORT_TYPES,
  type StockDiscrepancy,
  type StockHealthJob,
  type StockHealthJobs,
  type StockHealthSource,
  skuDisplayName,
} from '@backoffice/shared';
import type { StatisticsUpkeep } from '../../db/maintenance.ts';
import type { JobSummary, JobsInspection } from '../../jobs/job-queue.ts';
import type { DiscrepancyRow, HealthSourceRow, LatestRequestRow } from './stock-health.repository.ts';
import type { LedgerCheckRow } from './stock-health.tables.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const typeOrder = (type: string) => REPORT_TYPES.indexOf(type as (typeof REPORT_TYPES)[number]);

/** Each source with its latest request of each report type, in REPORT_TYPES order. */
export function presentSources(
  sources: HealthSourceRow[],
  requests: LatestRequestRow[],
): StockHealthSource[] {
  return sources.map((source) => ({
    id: source.id,
    name: source.name,
    type: source.type as StockHealthSource['type'],
    region_code: source.regionCode,
    has_daily_sync: source.hasDailySync,
    connected: source.connected,
    orders_synced_at: iso(source.ordersSyncedAt),
    shipments_synced_at: iso(source.shipmentsSyncedAt),
    inventory_synced_at: iso(source.inventorySyncedAt),
    fba_inventory_fetched_at: iso(source.fbaInventoryFetchedAt),
    sync_started_at: iso(source.syncStartedAt),
    sync_error: source.syncError,
    authorization_checked_at: iso(source.authorizationCheckedAt),
    authorization_error: source.authorizationError,
    latest_requests: requests
      .filter((request) => request.reportSourceId === source.id)
      .sort((a, b) => typeOrder(a.reportType) - typeOrder(b.reportType))
      .map((request) => ({
        id: request.id,
        report_type: request.reportType,
        status: request.status,
        error: request.error,
        error_document: request.errorDocument,
        rows_written: request.rowsWritten,
        rows_failed: request.rowsFailed,
        requested_at: request.requestedAt.toISOString(),
        processed_at: iso(request.processedAt),
      })),
  }));
}

export function presentJob(job: JobSummary): StockHealthJob {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    retry_count: job.retryCount,
    retry_limit: job.retryLimit,
    error: job.error,
    created_on: job.createdOn.toISOString(),
    started_on: iso(job.startedOn),
    completed_on: iso(job.completedOn),
    retryable: job.retryable,
  };
}

export function presentJobs(inspection: JobsInspection): StockHealthJobs {
  return {
    queued: inspection.queued,
    running: inspection.running,
    failed: inspection.failed,
    retried: inspection.retried,
    recent: inspection.recent.map(presentJob),
    throttled: inspection.throttled.map((job) => ({
      id: job.id,
      name: job.name,
      deferrals: job.deferrals,
      since: job.since.toISOString(),
      start_after: job.startAfter.toISOString(),
      reason: job.reason,
    })),
  };
}

export function presentDiscrepancies(rows: DiscrepancyRow[]): StockDiscrepancy[] {
  return rows.map((row) => ({
    warehouse: { ulid: row.warehouseUlid, name: row.warehouseName },
    sku: {
      id: row.skuId,
      sku_id: row.sellerSku,
      display_name: skuDisplayName({ productName: row.productName, skuId: row.sellerSku }),
    },
    ledger_quantity: row.ledgerQuantity,
    reported_quantity: row.reportedQuantity,
    difference: row.reportedQuantity - row.ledgerQuantity,
  }));
}

export function presentLedgerCheck(check: LedgerCheckRow): LedgerCheckSummary {
  return {
    checked: check.checked,
    stock_mismatches: check.stockMismatches,
    total_mismatches: check.totalMismatches,
    count_mismatches: check.countMismatches,
    checked_at: check.checkedAt.toISOString(),
  };
}

export function presentStatistics(upkeep: StatisticsUpkeep): DatabaseStatistics {
  return {
    kept_by: upkeep.keptBy,
    autovacuum_off: upkeep.autovacuumOff,
    stale: upkeep.stale.map((table) => ({ table: table.table, last_analysed_at: iso(table.lastAnalysedAt) })),
  };
}
