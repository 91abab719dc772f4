import { z } from 'zod';
import { isoDateTime } from './fields.ts';
import { paginated, paginationQuerySchema } from './lists.ts';
import { REPORT_REQUEST_STATUSES, REPORT_TYPES } from './report-requests.ts';
import { REPORT_SOURCE_TYPES } from './report-sources.ts';

/**
 * The Health screen's data (docs/domain/stock-and-ledger.md, "Data health"): the health of the
 * stock data itself, not of the stock. Per report source, when each kind of data last arrived and
 * how its latest report of each type ended; the organisation's background jobs; and where the
 * ledger disagrees with what the marketplace last reported.
 */

/** The latest report request of one type for a source. */
export const stockHealthRequestSchema = z.object({
  id: z.number().int(),
  report_type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_REQUEST_STATUSES),
  error: z.string().nullable(),
  /** A FATAL report's explanation from Amazon (the report request's `error_document`). */
  error_document: z.string().nullable(),
  rows_written: z.number().int(),
  rows_failed: z.number().int(),
  requested_at: isoDateTime,
  processed_at: isoDateTime.nullable(),
});
export type StockHealthRequest = z.infer<typeof stockHealthRequestSchema>;

export const stockHealthSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(REPORT_SOURCE_TYPES),
  region_code: z.string(),
  has_daily_sync: z.boolean(),
  /** Whether the source holds an access token (connected to the marketplace). */
  connected: z.boolean(),
  orders_synced_at: isoDateTime.nullable(),
  shipments_synced_at: isoDateTime.nullable(),
  inventory_synced_at: isoDateTime.nullable(),
  /** When the FBA Inventory API was last read in full for the source (hourly); null: never. */
  fba_inventory_fetched_at: isoDateTime.nullable(),
  /** The last marketplace sync's start, and why it failed (null after a good one). */
  sync_started_at: isoDateTime.nullable(),
  sync_error: z.string().nullable(),
  /**
   * When Amazon last accepted the source's authorization (the token-refresh job, every half
   * hour, or a connect), and why it last refused it: the seller must connect again.
   */
  authorization_checked_at: isoDateTime.nullable(),
  authorization_error: z.string().nullable(),
  /** The newest request of each report type the source has had, in REPORT_TYPES order. */
  latest_requests: z.array(stockHealthRequestSchema),
});
export type StockHealthSource = z.infer<typeof stockHealthSourceSchema>;

/** pg-boss's job states. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const stockHealthJobSchema = z.object({
  id: z.string(),
  /** The queue, e.g. `report-requests.process`. */
  name: z.string(),
  state: z.enum(JOB_STATES),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  /** What the last failed attempt said (null when it did not fail, or said nothing). */
  error: z.string().nullable(),
  created_on: isoDateTime,
  started_on: isoDateTime.nullable(),
  completed_on: isoDateTime.nullable(),
  /** A failed job the queue still holds: an admin may run it again. */
  retryable: z.boolean(),
});
export type StockHealthJob = z.infer<typeof stockHealthJobSchema>;

/**
 * A job Amazon's rate limit keeps sending back: each time the seller's requests of its kind were
 * used up it was put back to run when they refill (not counted as a failed attempt), and it has
 * been so often (10 times) or for long (an hour). Amazon's rate for that seller is too low for the
 * work asked of it; the job still runs when it can.
 */
export const stockHealthThrottledJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Times it was put back. */
  deferrals: z.number().int(),
  /** Its first putting back. */
  since: isoDateTime,
  /** When it runs again. */
  start_after: isoDateTime,
  /** Why, as the last putting back said (which Amazon operation, and the wait). */
  reason: z.string().nullable(),
});
export type StockHealthThrottledJob = z.infer<typeof stockHealthThrottledJobSchema>;

export const stockHealthJobsSchema = z.object({
  /** Waiting to run: created or waiting for a retry (including those scheduled for later). */
  queued: z.number().int(),
  running: z.number().int(),
  /** Failed for good (retries used up), as long as the queue keeps them. */
  failed: z.number().int(),
  /** Created in the last 7 days and run more than once. */
  retried: z.number().int(),
  /** The 50 most recent jobs that failed, wait for a retry, or were retried; newest first. */
  recent: z.array(stockHealthJobSchema),
  /** Jobs Amazon's rate limit keeps sending back, longest waiting first. */
  throttled: z.array(stockHealthThrottledJobSchema),
});
export type StockHealthJobs = z.infer<typeof stockHealthJobsSchema>;

/** A (warehouse, SKU) whose ledger quantity is not what the marketplace last reported. */
export const stockDiscrepancySchema = z.object({
  warehouse: z.object({ ulid: z.string(), name: z.string() }),
  sku: z.object({ id: z.number().int(), sku_id: z.string(), display_name: z.string() }),
  /** warehouse_stock.quantity: what the ledger says. */
  ledger_quantity: z.number().int(),
  /** warehouse_stock.inventory_cache: what the marketplace's last report said. */
  reported_quantity: z.number().int(),
  /** reported − ledger: positive when the marketplace counts more than the ledger. */
  difference: z.number().int(),
});
export type StockDiscrepancy = z.infer<typeof stockDiscrepancySchema>;

/** The ledger check (`npm run check:ledger`) for this organisation, as counts. */
export const ledgerCheckSummarySchema = z.object({
  /** (warehouse, SKU) pairs compared. */
  checked: z.number().int(),
  /** Pairs whose warehouse_stock is not the sum of their ledger. */
  stock_mismatches: z.number().int(),
  /** SKUs whose kept total (the SKU list's stock) is not their ledger sum. */
  total_mismatches: z.number().int(),
  /** 1 when the organisation's kept SKU count is wrong, else 0. */
  count_mismatches: z.number().int(),
  checked_at: isoDateTime,
});
export type LedgerCheckSummary = z.infer<typeof ledgerCheckSummarySchema>;

/**
 * The database's planner statistics, instance-wide: without fresh ones a list can be planned as a
 * nested loop over every row (seconds instead of milliseconds). Names tables only, nothing of any
 * organisation's data.
 */
export const databaseStatisticsSchema = z.object({
  /**
   * Who keeps them: PostgreSQL's autovacuum; the product's own schedule (the embedded database, or
   * a PostgreSQL whose autovacuum is off); or no one (`track_counts` off: nothing is counted).
   */
  kept_by: z.enum(['autovacuum', 'schedule', 'nobody']),
  /** PostgreSQL's autovacuum is turned off: the product stands in, but the server should have it on. */
  autovacuum_off: z.boolean(),
  /** Tables changed past autovacuum's threshold whose analyse has been due for over an hour, or that were never analysed. */
  stale: z.array(z.object({ table: z.string(), last_analysed_at: isoDateTime.nullable() })),
});
export type DatabaseStatistics = z.infer<typeof databaseStatisticsSchema>;

export const stockHealthSchema = z
  .object({
    sources: z.array(stockHealthSourceSchema),
    jobs: stockHealthJobsSchema,
    /** Largest absolute difference first; paged by the query's `page` and `per_page`. */
    discrepancies: paginated(stockDiscrepancySchema),
    ledger_check: ledgerCheckSummarySchema,
    statistics: databaseStatisticsSchema,
  })
  .meta({ id: 'StockHealth' });
export type StockHealth = z.infer<typeof stockHealthSchema>;

/** `page` and `per_page` of the discrepancy table. */
export const stockHealthQuerySchema = paginationQuerySchema.pick({ page: true, per_page: true });
export type StockHealthQuery = z.infer<typeof stockHealthQuerySchema>;

/** How many failed or retried jobs the screen lists. */
export const STOCK_HEALTH_RECENT_JOBS = 50;

export const stockHealthJobParamsSchema = z.object({
  organisation: z.string().min(1),
  id: z.uuid(),
});
