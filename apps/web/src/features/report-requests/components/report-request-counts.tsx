import { isReportRequestFinished, type ReportRequest } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { countTargetPath, RESULT_LINKS } from './report-count-links.ts';
import { describeCounts } from './report-count-words.ts';

/**
 * What processing wrote, in words ("2 orders created", "14 SKUs created (unmapped)"), each
 * linked to where it can be seen, and below, the screens this type of report feeds.
 */
export function ReportRequestCounts({
  organisationUlid,
  request,
}: {
  organisationUlid: string;
  request: ReportRequest;
}) {
  const where = { organisationUlid, reportSourceId: request.report_source_id };
  const counts = describeCounts(request.counts);
  const links = RESULT_LINKS[request.report_type] ?? [];
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        What it wrote
      </Card.Header>
      <Card.Body>
        {counts.length === 0 ? (
          <EmptyState>
            {request.status === 'PROCESSED'
              ? 'Nothing new: every row was already here as the report states it.'
              : isReportRequestFinished(request.status)
                ? 'Nothing was written.'
                : 'Nothing written yet.'}
          </EmptyState>
        ) : (
          <dl className="mb-0" data-testid="report-request-counts">
            {counts.map(({ kind, count, words, target }) => (
              <div key={kind} className="mb-1" data-testid="report-request-count">
                <dt className="d-inline fw-semibold">{count.toLocaleString()}</dt>{' '}
                <dd className="d-inline mb-0">
                  {target ? <Link to={countTargetPath(target, where)}>{words}</Link> : words}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card.Body>
      {links.length > 0 && (
        <Card.Footer className="d-flex flex-wrap gap-3 small">
          <span className="text-body-secondary">See:</span>
          {links.map(({ target, label }) => (
            <Link key={target} to={countTargetPath(target, where)}>
              {label}
            </Link>
          ))}
        </Card.Footer>
      )}
    </Card>
  );
}
