import type { ReportRequest, ReportRequestWarning } from '@backoffice/shared';
import { TriangleAlert } from 'lucide-react';
import { Alert } from 'react-bootstrap';

/** What each kind of warning is headed with. */
const HEADINGS: Record<ReportRequestWarning['code'], string> = {
  marketplaces_outside_region: 'Rows of marketplaces outside this source’s region',
  amounts_rounded: 'Amounts rounded to whole units',
};

/**
 * What a processed request asks the user to look at though nothing failed (rows of another
 * region's marketplaces, imported all the same): the server's words, under a heading per kind.
 */
export function ReportRequestWarnings({ request }: { request: ReportRequest }) {
  if (request.warnings.length === 0) return null;
  return (
    <>
      {request.warnings.map((warning) => (
        <Alert key={warning.code} variant="warning" data-testid="report-request-warning">
          <Alert.Heading as="h2" className="h6">
            {HEADINGS[warning.code]}
          </Alert.Heading>
          <span className="text-break">{warning.message}</span>
        </Alert>
      ))}
    </>
  );
}

/**
 * A list row's sign that its request has warnings (the request's screen says what they are): an
 * icon and a word that stay narrow at 360 px, the headings as a tooltip and for screen readers.
 */
export function ReportRequestWarningMarker({ request }: { request: ReportRequest }) {
  const count = request.warnings.length;
  if (count === 0) return null;
  const headings = request.warnings.map((warning) => HEADINGS[warning.code]).join('; ');
  return (
    <span
      className="d-inline-flex align-items-center gap-1 small fw-semibold text-warning-emphasis text-nowrap"
      title={headings}
      data-testid="report-request-warning-marker"
    >
      <TriangleAlert aria-hidden="true" size={14} />
      {count === 1 ? 'Warning' : `${count} warnings`}
      <span className="visually-hidden">: {headings}</span>
    </span>
  );
}
