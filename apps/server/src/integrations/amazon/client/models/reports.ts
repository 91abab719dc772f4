import { z } from 'zod';
import { amazonDate, optional } from './model-fields.ts';

/** Reports API 2021-06-30 (models/reports-api-model/reports_2021-06-30.json). */

export const REPORT_PROCESSING_STATUSES = ['IN_QUEUE', 'IN_PROGRESS', 'DONE', 'CANCELLED', 'FATAL'] as const;
export type ReportProcessingStatus = (typeof REPORT_PROCESSING_STATUSES)[number];

export const createReportResponse = z.object({ reportId: z.string().min(1) });

/** No `payload` wrapper in this API version. */
export const report = z
  .object({
    reportId: z.string(),
    reportType: z.string(),
    processingStatus: z.enum(REPORT_PROCESSING_STATUSES),
    marketplaceIds: optional(z.array(z.string())),
    reportDocumentId: optional(z.string()),
    reportScheduleId: optional(z.string()),
    dataStartTime: optional(amazonDate),
    dataEndTime: optional(amazonDate),
    createdTime: amazonDate,
    processingStartTime: optional(amazonDate),
    processingEndTime: optional(amazonDate),
  })
  .transform((value) => ({
    reportId: value.reportId,
    reportType: value.reportType,
    processingStatus: value.processingStatus,
    marketplaceIds: value.marketplaceIds ?? [],
    /** Set once DONE; a FATAL report may carry one that explains the failure. */
    reportDocumentId: value.reportDocumentId ?? null,
    reportScheduleId: value.reportScheduleId ?? null,
    dataStartTime: value.dataStartTime ?? null,
    dataEndTime: value.dataEndTime ?? null,
    createdTime: value.createdTime,
    processingStartTime: value.processingStartTime ?? null,
    processingEndTime: value.processingEndTime ?? null,
  }));
export type Report = z.output<typeof report>;

export const getReportsResponse = z.object({
  reports: z.array(report),
  nextToken: optional(z.string()),
});

export const reportDocument = z
  .object({
    reportDocumentId: z.string(),
    url: z.url(),
    compressionAlgorithm: optional(z.enum(['GZIP'])),
  })
  .transform((value) => ({
    reportDocumentId: value.reportDocumentId,
    /** Pre-signed, valid for five minutes; fetched without Amazon's headers. */
    url: value.url,
    compressionAlgorithm: value.compressionAlgorithm ?? null,
  }));
export type ReportDocument = z.output<typeof reportDocument>;

/** cancelReport answers 200 with an empty body or `{}`. */
export const emptyResponse = z.unknown().transform(() => undefined);
