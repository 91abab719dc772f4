/**
 * What other modules may read of report-requests (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import report-requests's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { reportRequests } from './report-requests.tables.ts';

/** Report requests as other modules show their outcome: type, status, error (and Amazon's), rows written and failed. */
export const reportRequestFacts = facts
  .select({
    organisationId: reportRequests.organisationId,
    id: reportRequests.id,
    reportSourceId: reportRequests.reportSourceId,
    reportType: reportRequests.reportType,
    status: reportRequests.status,
    error: reportRequests.error,
    /** A FATAL report's explanation from Amazon. */
    errorDocument: reportRequests.errorDocument,
    rowsWritten: reportRequests.rowsWritten,
    rowsFailed: reportRequests.rowsFailed,
    requestedAt: reportRequests.requestedAt,
    processedAt: reportRequests.processedAt,
  })
  .from(reportRequests)
  .as('report_request_facts');

/** Where each request's downloaded document is in the file store: an organisation's deletion removes them. */
export const reportDocumentFacts = facts
  .select({ organisationId: reportRequests.organisationId, documentFile: reportRequests.documentFile })
  .from(reportRequests)
  .as('report_document_facts');

/** A request as stored, for the rows other modules read of it. */
export type { ReportRequestRow } from './report-requests.tables.ts';
