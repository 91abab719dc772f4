import { href, REPORT_TYPE_LABELS, type StockHealthSource } from '@backoffice/shared';
import { RefreshCw } from 'lucide-react';
import { Alert, Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { ReportRequestStatusBadge } from '../../../components/report-requests/report-request-status-badge.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { REPORT_SOURCE_TYPE_LABELS } from '../../../lib/report-source-types.ts';
import { useSyncSource } from '../api/sync-source.ts';
import { When } from './when.tsx';

/**
 * One report source: whether it is connected, when each kind of data last arrived, why its last
 * sync failed, and how its latest report of each type ended (each opens its request).
 */
export function SourceCard({
  source,
  organisationUlid,
  canManage,
  canSync,
}: {
  source: StockHealthSource;
  organisationUlid: string;
  canManage: boolean;
  /** Members and above may start a connected source's sync. */
  canSync: boolean;
}) {
  const sync = useSyncSource({
    onSuccess: () =>
      notifySuccess(`${source.name} is syncing: its reports appear here as they arrive.`, 'Sync started'),
  });
  const editPath = href('report-sources.edit', { organisation: organisationUlid, id: source.id });
  // Amazon no longer accepts the source's authorization: it is connected again like a new one.
  const refused = source.connected && source.authorization_error !== null;
  // An Amazon source without a token is connected from Amazon's consent screen; anything else is edited.
  const connectable = source.type === 'amazon' && (!source.connected || refused) && canManage;
  return (
    <Card className="h-100" data-testid="health-source">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h3 className="h6 mb-0 me-auto text-break">{source.name}</h3>
        <Badge
          bg={refused ? 'danger' : source.connected ? 'success' : 'secondary'}
          data-testid="health-source-connection"
        >
          {refused ? 'Reconnect needed' : source.connected ? 'Connected' : 'Not connected'}
        </Badge>
      </Card.Header>
      <Card.Body>
        <div className="small text-body-secondary mb-2">
          {REPORT_SOURCE_TYPE_LABELS[source.type]}
          {source.region_code !== 'Unknown' && <> · {source.region_code}</>}
          {' · '}
          {source.has_daily_sync ? 'Daily sync' : 'No daily sync'}
        </div>
        {refused && (
          <Alert variant="danger" className="small py-2" data-testid="health-source-authorization-error">
            <div className="fw-semibold">
              Authorization refused
              {source.authorization_checked_at && (
                <>
                  {' '}
                  (<When value={source.authorization_checked_at} />)
                </>
              )}
            </div>
            <div className="text-break">{source.authorization_error}</div>
          </Alert>
        )}
        {source.sync_error && (
          <Alert variant="danger" className="small py-2" data-testid="health-source-sync-error">
            <div className="fw-semibold">
              Last sync failed
              {source.sync_started_at && (
                <>
                  {' '}
                  (<When value={source.sync_started_at} />)
                </>
              )}
            </div>
            <div className="text-break">{source.sync_error}</div>
          </Alert>
        )}
        <dl className="row small mb-0">
          <dt className="col-6">Orders synced</dt>
          <dd className="col-6">
            <When value={source.orders_synced_at} />
          </dd>
          <dt className="col-6">Shipments synced</dt>
          <dd className="col-6">
            <When value={source.shipments_synced_at} />
          </dd>
          <dt className="col-6">Inventory synced</dt>
          <dd className="col-6">
            <When value={source.inventory_synced_at} />
          </dd>
          <dt className="col-6">Last sync started</dt>
          <dd className="col-6">
            <When value={source.sync_started_at} />
          </dd>
          {source.type === 'amazon' && source.connected && (
            <>
              <dt className="col-6">Authorization checked</dt>
              <dd className="col-6 mb-0">
                <When value={source.authorization_checked_at} />
              </dd>
            </>
          )}
        </dl>
      </Card.Body>
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
            </ListGroup.Item>
          ))
        )}
      </ListGroup>
      <Card.Footer className="d-flex flex-wrap gap-2">
        {connectable && (
          <Link
            className="btn btn-sm btn-primary"
            to={href('amazon.connect', {}, { organisation: organisationUlid, report_source_id: source.id })}
          >
            {refused ? 'Reconnect Amazon account' : 'Connect Amazon account'}
          </Link>
        )}
        {canSync && source.type === 'amazon' && source.connected && !refused && (
          <Button
            size="sm"
            variant="primary"
            disabled={sync.isPending}
            onClick={() => sync.mutate({ organisationUlid, reportSourceId: source.id })}
          >
            <RefreshCw aria-hidden="true" /> Sync now
          </Button>
        )}
        <Link className="btn btn-sm btn-outline-secondary" to={editPath}>
          {canManage ? 'Edit source' : 'View source'}
        </Link>
      </Card.Footer>
    </Card>
  );
}
