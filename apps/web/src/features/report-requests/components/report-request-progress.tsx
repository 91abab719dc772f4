import { isReportRequestFinished, type ReportRequest } from '@backoffice/shared';
import { Card, ProgressBar, Spinner } from 'react-bootstrap';

const AT_AMAZON: readonly ReportRequest['status'][] = ['REQUESTED', 'IN_QUEUE', 'IN_PROGRESS'];

/**
 * Said while the request's processing job waits to resume after the server running it stopped
 * (`processing_interrupted`): another server, or this one restarted, takes it up within about
 * 35 s of its last sign of life (decision 9), and it goes on after the last batch it wrote.
 */
export const INTERRUPTED_TEXT = 'Processing stopped when the server restarted; it resumes within a minute.';

/** One sentence on where the request is, when no row has been read yet. */
function waitingText(request: ReportRequest): string {
  if (AT_AMAZON.includes(request.status))
    return 'Amazon is preparing the report. It is downloaded and processed as soon as it is ready.';
  if (request.status === 'DONE') return 'The document is here; processing starts in a moment.';
  if (request.status === 'PROCESSING') return 'Reading the document…';
  if (request.status === 'CANCELLED') return 'Amazon had no data for the period: there was nothing to read.';
  return 'No row was read.';
}

/**
 * How far processing has come: rows written (and failed) out of the rows read so far, as one
 * stacked bar. The total is only known at the end (the document is read as it is written), so
 * while it runs the bar shows the share of read rows that could be written.
 */
export function ReportRequestProgress({ request }: { request: ReportRequest }) {
  const live = !isReportRequestFinished(request.status);
  const interrupted = request.processing_interrupted === true;
  const { rows_parsed: read, rows_written: written, rows_failed: failed } = request;
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">Rows</h2>
        {live && (
          <span className="small text-body-secondary" role="status" data-testid="report-request-live">
            <Spinner animation="grow" size="sm" className="me-1" aria-hidden="true" />
            Updating live
          </span>
        )}
      </Card.Header>
      <Card.Body>
        {interrupted && (
          <p
            className={read === 0 ? 'mb-0 text-warning-emphasis' : 'text-warning-emphasis'}
            role="status"
            data-testid="report-request-interrupted"
          >
            {INTERRUPTED_TEXT}
          </p>
        )}
        {read === 0 && !interrupted && <p className="mb-0 text-body-secondary">{waitingText(request)}</p>}
        {read > 0 && (
          <>
            <ProgressBar className="mb-2" style={{ height: '1.25rem' }}>
              <ProgressBar
                variant="success"
                now={written}
                max={read}
                animated={live && !interrupted}
                aria-label="Rows written"
              />
              <ProgressBar variant="danger" now={failed} max={read} aria-label="Rows that failed" />
            </ProgressBar>
            <p className="mb-0" data-testid="report-request-rows-summary">
              {written.toLocaleString()} of {read.toLocaleString()} rows written
              {failed > 0 && <span className="text-danger-emphasis">, {failed.toLocaleString()} failed</span>}
              {live && ' so far'}.
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
