/**
 * What other modules may read of report-requests (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import report-requests's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { reportRequests } from './report-requests.tables.ts';

/** Where each request's downloaded document is in the file store: an organisation's deletion removes them. */
export const reportDocumentFacts = facts
  .select({ organisationId: reportRequests.organisationId, documentFile: reportRequests.documentFile })
  .from(reportRequests)
  .as('report_document_facts');
