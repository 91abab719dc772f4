import { href, type StockHealthSource } from '@backoffice/shared';
import { RefreshCw } from 'lucide-react';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { REPORT_SOURCE_TYPE_LABELS } from '../../../lib/report-source-types.ts';
import { useSyncSource } from '../api/sync-source.ts';
import { SourceRequests } from './source-requests.tsx';
import { SourceSyncDates } from './source-sync-dates.tsx';
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
        <SourceSyncDates source={source} />
      </Card.Body>
      <SourceRequests source={source} organisationUlid={organisationUlid} />
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
