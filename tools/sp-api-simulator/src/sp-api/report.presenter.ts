import { isoSeconds } from '../dataset/time.ts';
import type { SimReport } from '../reports/report-store.ts';

/** A report as the Reports API 2021-06-30 returns it (`Report`, no payload wrapper). */
export function reportJson(report: SimReport): Record<string, unknown> {
  return {
    marketplaceIds: report.marketplaceIds,
    reportId: report.reportId,
    reportType: report.reportType,
    dataStartTime: isoSeconds(report.dataStartMs),
    dataEndTime: isoSeconds(report.dataEndMs),
    createdTime: isoSeconds(report.createdMs),
    processingStatus: report.status,
    ...(report.processingStartMs === undefined
      ? {}
      : { processingStartTime: isoSeconds(report.processingStartMs) }),
    ...(report.processingEndMs === undefined
      ? {}
      : { processingEndTime: isoSeconds(report.processingEndMs) }),
    ...(report.reportDocumentId === undefined ? {} : { reportDocumentId: report.reportDocumentId }),
  };
}
