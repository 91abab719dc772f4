import { href, type ReportSource } from '@backoffice/shared';
import { CloudDownload } from 'lucide-react';
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';

/** An Amazon source that can be asked for reports: one with its authorisation token. */
export function isConnectedAmazonSource(source: ReportSource): boolean {
  return source.type === 'amazon' && source.has_auth_token;
}

/**
 * Opens "Request from Amazon"; without a connected Amazon source it stays disabled and says why,
 * linking to where one is connected (an Amazon source still to connect, else a new source). While
 * the sources load it is only disabled: saying "none connected" then could be wrong.
 */
export function RequestReportButton({
  organisationUlid,
  sources,
  onClick,
}: {
  organisationUlid: string;
  /** undefined while they load. */
  sources: readonly ReportSource[] | undefined;
  onClick: () => void;
}) {
  const hintId = useId();
  const label = (
    <>
      <CloudDownload aria-hidden="true" />
      Request from Amazon
    </>
  );
  if (!sources || sources.some(isConnectedAmazonSource)) {
    return (
      <Button variant="outline-primary" disabled={!sources} onClick={onClick}>
        {label}
      </Button>
    );
  }
  const unconnected = sources.find((source) => source.type === 'amazon');
  const connectPath = unconnected
    ? href('report-sources.edit', { organisation: organisationUlid, id: unconnected.id })
    : href('report-sources.create', { organisation: organisationUlid });
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <Button variant="outline-primary" disabled aria-describedby={hintId}>
        {label}
      </Button>
      <span id={hintId} className="small text-body-secondary" data-testid="request-report-hint">
        No Amazon source is connected yet: <Link to={connectPath}>connect one</Link>, or upload the report.
      </span>
    </span>
  );
}
