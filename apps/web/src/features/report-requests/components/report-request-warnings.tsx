import type { ReportRequest, ReportRequestWarning } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';

/** What each kind of warning is headed with. */
const HEADINGS: Record<ReportRequestWarning['code'], string> = {
  marketplaces_outside_region: 'Rows of marketplaces outside this source’s region',
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
