import type { ReportRequest } from '@backoffice/shared';
import { Download, RefreshCw, RotateCw } from 'lucide-react';
import { Button, Spinner } from 'react-bootstrap';

/** Amazon still has it: "Check status now" asks at once instead of at the next scheduled poll. */
export function isAtAmazon(request: ReportRequest): boolean {
  return request.origin === 'requested' && ['REQUESTED', 'IN_QUEUE', 'IN_PROGRESS'].includes(request.status);
}

/**
 * Processing again needs the document (uploaded, or downloaded: both leave its size), still
 * stored, and a request that is not being processed right now.
 */
export function canProcessAgain(request: ReportRequest): boolean {
  return (
    request.file_size !== null &&
    request.document !== 'gone' &&
    ['DONE', 'PROCESSED', 'FAILED'].includes(request.status)
  );
}

/**
 * The request's actions: its document for everyone who can see it; processing again and asking
 * Amazon for the status for those who may change the organisation's data.
 */
export function ReportRequestActions({
  request,
  documentPath,
  editable,
  checking,
  onProcessAgain,
  onCheckStatus,
}: {
  request: ReportRequest;
  /** The document's API path (a plain link: the browser downloads it with the session cookie). */
  documentPath: string;
  editable: boolean;
  checking: boolean;
  onProcessAgain: () => void;
  onCheckStatus: () => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {request.document === 'stored' && (
        <a className="btn btn-outline-secondary" href={documentPath} download>
          <Download aria-hidden="true" />
          Download document
        </a>
      )}
      {editable && isAtAmazon(request) && (
        <Button variant="outline-primary" disabled={checking} onClick={onCheckStatus}>
          {checking ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          Check status now
        </Button>
      )}
      {editable && canProcessAgain(request) && (
        <Button variant="outline-primary" onClick={onProcessAgain}>
          <RotateCw aria-hidden="true" />
          Process again
        </Button>
      )}
    </div>
  );
}
