import type { ReportRequestStatus } from '@backoffice/shared';
import { Badge, ProgressBar } from 'react-bootstrap';

export const REPORT_REQUEST_STATUS_LABELS: Record<ReportRequestStatus, string> = {
  REQUESTED: 'Requested',
  IN_QUEUE: 'In queue at Amazon',
  IN_PROGRESS: 'Being prepared by Amazon',
  DONE: 'Ready to process',
  PROCESSING: 'Processing',
  PROCESSED: 'Processed',
  // Amazon cancels a report by itself when the period has no data: nothing to process, no error.
  CANCELLED: 'No data for the period',
  FATAL: 'Failed at Amazon',
  FAILED: 'Failed',
};

/** Bootstrap's badge variants, readable in light and dark mode (info takes dark text). */
const VARIANTS: Record<ReportRequestStatus, { bg: string; text?: 'dark'; className?: string }> = {
  REQUESTED: { bg: 'secondary' },
  IN_QUEUE: { bg: 'info', text: 'dark' },
  IN_PROGRESS: { bg: 'info', text: 'dark' },
  DONE: { bg: 'primary' },
  PROCESSING: { bg: 'primary' },
  PROCESSED: { bg: 'success' },
  // Light with a border: a dark badge would vanish on the dark body.
  CANCELLED: { bg: 'light', text: 'dark', className: 'border' },
  FATAL: { bg: 'danger' },
  FAILED: { bg: 'danger' },
};

/** The statuses in which something is being worked on right now (at Amazon, or by us). */
const WORKING: readonly ReportRequestStatus[] = ['IN_QUEUE', 'IN_PROGRESS', 'PROCESSING'];

/**
 * A report request's status as every screen shows it (Report Requests, the request, Health); while it is being worked on, a thin moving bar under it says so (how
 * far cannot be known: neither Amazon nor the document tells the number of rows in advance).
 */
export function ReportRequestStatusBadge({ status }: { status: ReportRequestStatus }) {
  const variant = VARIANTS[status];
  const label = REPORT_REQUEST_STATUS_LABELS[status];
  return (
    <div className="d-inline-flex flex-column gap-1" style={{ minWidth: '6rem' }}>
      <Badge
        bg={variant.bg}
        text={variant.text}
        className={`text-wrap text-start ${variant.className ?? ''}`}
        data-testid="report-request-status"
      >
        {label}
      </Badge>
      {WORKING.includes(status) && (
        <ProgressBar animated now={100} style={{ height: '0.25rem' }} aria-label={`${label}…`} />
      )}
    </div>
  );
}
