import { z } from 'zod';
import { idField, idParam, isoDateTime } from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';

/**
 * Report requests (docs/domain/ingestion.md): a report of one type for one source and period,
 * requested from the marketplace (or uploaded as downloaded from Seller Central), then processed
 * into orders, shipments, the ledger and stock. Report types are Amazon's own names.
 */
export const REPORT_TYPES = [
  'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
  'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
  'GET_LEDGER_DETAIL_VIEW_DATA',
  'GET_FBA_REIMBURSEMENTS_DATA',
  'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
  'GET_FBA_STORAGE_FEE_CHARGES_DATA',
  'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA',
  'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
  'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** What each report type is called on screen. */
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: 'All orders (by order date)',
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: 'FBA inventory',
  GET_LEDGER_DETAIL_VIEW_DATA: 'Inventory ledger (detail)',
  GET_FBA_REIMBURSEMENTS_DATA: 'Reimbursements',
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: 'Customer returns',
  GET_FBA_STORAGE_FEE_CHARGES_DATA: 'FBA storage fees (monthly)',
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: 'FBA fee preview (estimated fees)',
  GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: 'Settlement (refunds and fees)',
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: "Restock recommendations (Amazon's advice)",
};

/**
 * Types Amazon publishes on its own schedule: they cannot be requested (createReport refuses
 * them), only listed with getReports and downloaded, which the daily sync does; or uploaded.
 */
export const PUBLISHED_REPORT_TYPES: readonly ReportType[] = ['GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2'];

/**
 * REQUESTED → IN_QUEUE → IN_PROGRESS → DONE (the marketplace's statuses while it prepares the
 * document) → PROCESSING → PROCESSED (ours, while and after the document is written into the
 * data), or CANCELLED / FATAL (the marketplace's) / FAILED (ours, with the reason). An uploaded
 * file starts at DONE. CANCELLED is not a failure: Amazon cancels a report by itself when it has
 * no data for the period, so there is nothing to process. FATAL is Amazon failing to produce it,
 * with its explanation in `error_document` when Amazon gave one.
 */
export const REPORT_REQUEST_STATUSES = [
  'REQUESTED',
  'IN_QUEUE',
  'IN_PROGRESS',
  'DONE',
  'PROCESSING',
  'PROCESSED',
  'CANCELLED',
  'FATAL',
  'FAILED',
] as const;
export type ReportRequestStatus = (typeof REPORT_REQUEST_STATUSES)[number];

/** Statuses a request does not leave by itself (re-processing is a user's action). */
export const FINAL_REPORT_REQUEST_STATUSES: readonly ReportRequestStatus[] = [
  'PROCESSED',
  'CANCELLED',
  'FATAL',
  'FAILED',
];
export const isReportRequestFinished = (status: ReportRequestStatus): boolean =>
  FINAL_REPORT_REQUEST_STATUSES.includes(status);

/** A row of the document that could not be read, with its line number (1 = the header). */
export const reportRowProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type ReportRowProblem = z.infer<typeof reportRowProblemSchema>;

/** The most row problems a request keeps (the count covers them all). */
export const MAX_REPORT_ROW_PROBLEMS = 100;

/**
 * What a processed request asks a person to look at though nothing failed.
 * marketplaces_outside_region: rows of marketplaces outside the source's region (Amazon.com rows
 * in a file uploaded into an EU source); they are imported all the same (decision 15).
 * amounts_rounded: amounts in a currency without minor units (yen) written with decimals; they
 * were read rounded half to even to whole units, their lines imported (`amounts_rounded` counts them).
 */
export const REPORT_REQUEST_WARNING_CODES = ['marketplaces_outside_region', 'amounts_rounded'] as const;

export const reportRequestWarningSchema = z.object({
  code: z.enum(REPORT_REQUEST_WARNING_CODES),
  message: z.string(),
  /** The sales channels (marketplaces) it is about, as the rows name them. */
  sales_channels: z.array(z.string()),
});
export type ReportRequestWarning = z.infer<typeof reportRequestWarningSchema>;

/** A sales channel (marketplace) the document's rows name, as they name it, and how many rows do. */
export const reportSalesChannelSchema = z.object({ name: z.string(), rows: z.number().int() });
export type ReportSalesChannel = z.infer<typeof reportSalesChannelSchema>;

/** What the API, a failed request and the screen say of a document that is no longer stored. */
export const REPORT_DOCUMENT_GONE_MESSAGE =
  'The report file is no longer stored: upload the report again (or request it again from Amazon).';

export const reportRequestSchema = z
  .object({
    id: z.number().int(),
    report_source_id: z.number().int(),
    report_source_name: z.string(),
    report_type: z.enum(REPORT_TYPES),
    /** requested: asked of the marketplace; upload: a file a user uploaded. */
    origin: z.enum(['requested', 'upload']),
    status: z.enum(REPORT_REQUEST_STATUSES),
    marketplace_ids: z.array(z.string()),
    data_start_time: isoDateTime.nullable(),
    data_end_time: isoDateTime.nullable(),
    marketplace_report_id: z.string().nullable(),
    file_name: z.string().nullable(),
    file_size: z.number().int().nullable(),
    /**
     * The document in the file store: none yet (still at Amazon), stored (GET …/document), or
     * gone: it was stored once and is no longer (…/document answers 410; upload it again).
     */
    document: z.enum(['none', 'stored', 'gone']),
    rows_parsed: z.number().int(),
    rows_written: z.number().int(),
    rows_failed: z.number().int(),
    row_problems: z.array(reportRowProblemSchema),
    /** What processing wrote, by kind (orders, order_items, skus, movements…). */
    counts: z.record(z.string(), z.number().int()),
    /**
     * Every sales channel (marketplace) the rows name (Amazon.com, Amazon.co.uk, Non-Amazon), by
     * name, added to as processing reads them; [] for report types whose rows name none (FBA
     * inventory, ledger…) and for requests processed before this was kept.
     */
    sales_channels: z.array(reportSalesChannelSchema),
    /** Set when processed: what to look at though nothing failed; [] when nothing. */
    warnings: z.array(reportRequestWarningSchema),
    /**
     * Amounts in a currency without minor units (yen) that the document wrote with decimals: read
     * rounded half to even to whole units instead of failing their line. 0 when none.
     */
    amounts_rounded: z.number().int(),
    /** Why it stopped (FATAL, FAILED); null otherwise. A CANCELLED report has none: no data to process. */
    error: z.string().nullable(),
    /**
     * A FATAL report's explanation: the text of the document Amazon attached to it (JSON or text,
     * at most 10 kB); null when Amazon gave none, or it could not be fetched.
     */
    error_document: z.string().nullable(),
    requested_at: isoDateTime,
    processing_started_at: isoDateTime.nullable(),
    processed_at: isoDateTime.nullable(),
    /**
     * Only in the answer of GET …/report-requests/{id}: its processing (DONE or PROCESSING) was cut
     * off when the server running it stopped (killed, or stopped mid-way) and waits to resume,
     * which it does within about a minute (decision 9). Lists and writes leave it out.
     */
    processing_interrupted: z.boolean().optional(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'ReportRequest' });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const REPORT_REQUEST_SORTS = ['id', 'status', 'report_type', 'requested_at'] as const;

export const reportRequestListQuerySchema = listQuerySchema(REPORT_REQUEST_SORTS, 'id', {
  report_source_id: idField().optional(),
  report_type: z.enum(REPORT_TYPES).optional(),
  status: z.enum(REPORT_REQUEST_STATUSES).optional(),
  /** Only requests that failed (CANCELLED, FATAL or FAILED, or with rows that could not be read). */
  problems: queryBoolean.optional(),
});
export type ReportRequestListQuery = z.infer<typeof reportRequestListQuerySchema>;

/** JSON body: ask the marketplace for a report (sources of type amazon). */
export const createReportRequestSchema = z
  .object({
    report_source_id: idField(),
    report_type: z.enum(REPORT_TYPES, { error: 'The selected report type is invalid.' }),
    /** Amazon's marketplace ids; default: every marketplace the source feeds. */
    marketplace_ids: z.array(z.string().trim().min(1).max(20)).min(1).max(25).optional(),
    data_start_time: z.iso.datetime({ offset: true, error: 'The start must be a date and time.' }),
    data_end_time: z.iso.datetime({ offset: true, error: 'The end must be a date and time.' }).optional(),
  })
  .refine((body) => !body.data_end_time || body.data_end_time >= body.data_start_time, {
    path: ['data_end_time'],
    error: 'The end must not be before the start.',
  });
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;

/** The text fields of a multipart upload (the `file` part carries the document). */
export const uploadReportRequestFieldsSchema = z.object({
  report_source_id: idField(),
  report_type: z.enum(REPORT_TYPES, { error: 'The selected report type is invalid.' }),
  /** Amazon's marketplace id the file is of (FBA inventory does not say; other types do). */
  marketplace_id: z.string().trim().min(1).max(20).optional(),
});
export type UploadReportRequestFields = z.infer<typeof uploadReportRequestFieldsSchema>;

export const reportRequestParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });
