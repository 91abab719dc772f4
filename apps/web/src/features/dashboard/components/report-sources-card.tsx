import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Cable, Plus } from 'lucide-react';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';
import { REPORT_SOURCE_TYPE_LABELS } from '../../../lib/report-source-types.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';

/** The organisation's data feeds, on the dashboard: each links to its edit screen. */
export function ReportSourcesCard() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const canManage = can('manageReportSources');
  const sources = useQuery(reportSourcesQueryOptions(organisationUlid));
  const createPath = href('report-sources.create', { organisation: organisationUlid });
  const connectAmazonPath = href('amazon.connect', {}, { organisation: organisationUlid });
  // With none connected the empty state offers the first connection; the header's button would repeat it.
  const none = sources.isSuccess && sources.data.length === 0;

  return (
    <Card className="h-100" data-testid="report-sources-card">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">Report sources</h2>
        {canManage && !none && (
          <span className="d-flex gap-2">
            <Link to={connectAmazonPath} className="btn btn-sm btn-outline-primary">
              Connect Amazon account
            </Link>
            <Link to={createPath} className="btn btn-sm btn-primary">
              <Plus aria-hidden="true" />
              Connect a source
            </Link>
          </span>
        )}
      </Card.Header>
      {sources.isPending ? (
        <LoadingState />
      ) : sources.isError ? (
        <Card.Body>
          <ErrorState
            message="The report sources could not be loaded."
            onRetry={() => void sources.refetch()}
          />
        </Card.Body>
      ) : sources.data.length === 0 ? (
        <EmptyState
          title="No source connected yet"
          icon={Cable}
          action={
            canManage && (
              <Link to={createPath} className="btn btn-primary">
                <Plus aria-hidden="true" />
                Connect your first source
              </Link>
            )
          }
        >
          Report sources bring in your orders, shipments and stock from Amazon or a 3PL.
        </EmptyState>
      ) : (
        <ListGroup variant="flush">
          {sources.data.map((source) => (
            <ListGroup.Item
              key={source.id}
              action
              as={Link}
              to={href('report-sources.edit', { organisation: organisationUlid, id: source.id })}
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
