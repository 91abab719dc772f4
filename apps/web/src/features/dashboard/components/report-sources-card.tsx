import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { reportSourcesQueryOptions } from '../api/get-report-sources.ts';
import { REPORT_SOURCE_TYPE_LABELS } from './report-source-form-schema.ts';

/** The organisation's data feeds, on the dashboard: each links to its edit screen. */
export function ReportSourcesCard() {
  const { ulid, organisation } = useCurrentOrganisation();
  const canManage = can(organisation?.role ?? 'viewer', 'manageReportSources');
  const sources = useQuery(reportSourcesQueryOptions(ulid));

  return (
    <Card className="mt-4" data-testid="report-sources-card">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">Report sources</h2>
        {canManage && (
          <Link to={href('report-sources.create', { organisation: ulid })} className="btn btn-sm btn-primary">
            Connect a source
          </Link>
        )}
      </Card.Header>
      {sources.isPending ? (
        <Card.Body className="text-body-secondary">Loading…</Card.Body>
      ) : sources.isError ? (
        <Card.Body className="text-danger">The report sources could not be loaded.</Card.Body>
      ) : sources.data.length === 0 ? (
        <Card.Body className="text-body-secondary">
          No source connected yet. Connect Amazon or a 3PL to bring in orders, shipments and stock.
        </Card.Body>
      ) : (
        <ListGroup variant="flush">
          {sources.data.map((source) => (
            <ListGroup.Item
              key={source.id}
              action
              as={Link}
              to={href('report-sources.edit', { organisation: ulid, id: source.id })}
              className="d-flex justify-content-between align-items-center"
            >
              <span>
                {source.name}
                <span className="small text-body-secondary ms-2">
                  {REPORT_SOURCE_TYPE_LABELS[source.type]}
                </span>
              </span>
              <Badge bg={source.has_daily_sync ? 'success' : 'secondary'}>
                {source.has_daily_sync ? 'Daily sync' : 'Manual'}
              </Badge>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
