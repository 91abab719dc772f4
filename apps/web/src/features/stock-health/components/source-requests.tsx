import { href, REPORT_TYPE_LABELS, type StockHealthSource } from '@backoffice/shared';
import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { ReportRequestStatusBadge } from '../../../components/report-requests/report-request-status-badge.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { When } from './when.tsx';

/** Amazon's explanation of a FATAL report, cut to a line or two here (its request's screen has all of it). */
const EXPLANATION_CHARS = 200;
const shortened = (text: string) =>
  text.length > EXPLANATION_CHARS ? `${text.slice(0, EXPLANATION_CHARS).trimEnd()}…` : text;

/** How the source's latest report of each type ended, each opening its request. */
export function SourceRequests({
  source,
  organisationUlid,
}: {
  source: StockHealthSource;
  organisationUlid: string;
}) {
  return (
    <ListGroup variant="flush" aria-label={`Latest reports of ${source.name}`}>
      {source.latest_requests.length === 0 ? (
        <ListGroup.Item className="small text-body-secondary">
          No report requested or uploaded yet.
        </ListGroup.Item>
      ) : (
        source.latest_requests.map((request) => (
          <ListGroup.Item key={request.id} className="small" data-testid="health-source-request">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <span>{REPORT_TYPE_LABELS[request.report_type]}</span>
              <Link
                to={href('report-requests.status', { organisation: organisationUlid, id: request.id })}
                aria-label={`${REPORT_TYPE_LABELS[request.report_type]}: request ${request.id}`}
              >
                <ReportRequestStatusBadge status={request.status} />
              </Link>
            </div>
            <div className="text-body-secondary">
              <When value={request.processed_at ?? request.requested_at} />
              {request.rows_written + request.rows_failed > 0 && (
                <>
                  {' · '}
                  {countOf(request.rows_written, 'row written', 'rows written')}
                  {request.rows_failed > 0 && (
                    <span className="text-danger">, {request.rows_failed.toLocaleString()} failed</span>
                  )}
                </>
              )}
            </div>
            {request.error && <div className="text-danger text-break">{request.error}</div>}
            {request.error_document && (
              <div
                className="text-break text-body-secondary"
                title={request.error_document}
                data-testid="health-source-request-error-document"
              >
                Amazon says: {shortened(request.error_document)}
              </div>
            )}
          </ListGroup.Item>
        ))
      )}
    </ListGroup>
  );
}
