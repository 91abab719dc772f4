// Amazon's flat-file reports, read as typed rows: pure and streaming, no database and no HTTP.
// decodeReport turns the downloaded or uploaded bytes into text; readReport turns the text into
// rows of one report type.

export { decodeReport } from './decode.ts';
export { ERROR_DOCUMENT_MAX_CHARS, readErrorDocument } from './error-document.ts';
export {
  identifyReportType,
  type ReadReportOptions,
  ReportFormatError,
  type ReportLine,
  readReport,
} from './read-report.ts';
export type {
  CustomerReturnRow,
  EstimatedFeeRow,
  FbaInventoryRow,
  LedgerDetailRow,
  OrderLineRow,
  ReimbursementRow,
  ReportRows,
  RestockRecommendationRow,
  SettlementRow,
  SettlementTransactionRow,
  StorageFeeRow,
} from './rows.ts';
export { REPORT_HEADERS } from './types/index.ts';
