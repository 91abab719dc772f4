import { REPORT_DOCUMENT_GONE_MESSAGE, type ReportRequest } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';

/** What the request's screen says when Amazon cancelled the report (it does so when there is no data). */
export const NO_DATA_TEXT =
  'Amazon had no data for this period, so it cancelled the report by itself and there is nothing to process. ' +
  'This is not an error: request a longer or later period if data was expected.';

/**
 * How the request ended when it did not end processed: why it stopped (FATAL, FAILED), with the
 * explanation Amazon attached to a FATAL report as Amazon wrote it; or, for a report Amazon
 * cancelled, that there was no data, which is not an error.
 */
export function ReportRequestOutcome({ request }: { request: ReportRequest }) {
  return (
    <>
      {request.status === 'CANCELLED' && (
        <Alert variant="secondary" data-testid="report-request-no-data">
          <Alert.Heading as="h2" className="h6">
            Nothing to process
          </Alert.Heading>
          {NO_DATA_TEXT}
        </Alert>
      )}
      {request.error && (
        <Alert variant="danger" data-testid="report-request-error">
          <Alert.Heading as="h2" className="h6">
            Why it stopped
          </Alert.Heading>
          <span className="text-break">{request.error}</span>
          {request.error_document && (
            <div className="mt-2" data-testid="report-request-error-document">
              <div className="fw-semibold">What Amazon says</div>
              <pre className="mb-0 small text-break" style={{ whiteSpace: 'pre-wrap', maxHeight: '20rem' }}>
                {request.error_document}
              </pre>
            </div>
          )}
        </Alert>
      )}
      {request.document === 'gone' && request.error !== REPORT_DOCUMENT_GONE_MESSAGE && (
        <Alert variant="warning" data-testid="report-request-document-gone">
          {REPORT_DOCUMENT_GONE_MESSAGE}
        </Alert>
      )}
    </>
  );
}
