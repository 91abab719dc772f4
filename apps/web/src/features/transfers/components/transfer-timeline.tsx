import type { TransferEvent } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { STATUS_LABELS } from '../../../components/transfers/transfer-badges.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { transferEventsQueryOptions } from '../api/get-transfer-events.ts';

/** "ship" → "Ship", "resolve_discrepancy" → "Resolve discrepancy". */
export function eventLabel(type: string): string {
  const words = type.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function EventEntry({ event }: { event: TransferEvent }) {
  return (
    <li className="border-start border-2 ps-3 pb-3 position-relative" data-testid="transfer-event">
      <div className="fw-semibold">
        {eventLabel(event.type)}
        {event.to_status && event.to_status !== event.from_status && (
          <span className="fw-normal text-body-secondary">
            {' '}
            · {event.from_status ? `${STATUS_LABELS[event.from_status]} → ` : ''}
            {STATUS_LABELS[event.to_status]}
          </span>
        )}
      </div>
      {event.note && <div className="text-break">{event.note}</div>}
      <div className="small text-body-secondary">
        <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
        {event.user && ` · ${event.user.name}`}
      </div>
    </li>
  );
}

/** What happened to the transfer, oldest first: created, shipped, each receipt, tickets, resolution. */
export function TransferTimeline({ organisationUlid, id }: { organisationUlid: string; id: number }) {
  const events = useQuery(transferEventsQueryOptions(organisationUlid, id));
  return (
    <Card className="mb-4" data-testid="transfer-timeline">
      <Card.Header as="h2" className="h5">
        Timeline
      </Card.Header>
      <Card.Body>
        {events.isPending ? (
          <LoadingState label="Loading the timeline…" />
        ) : events.isError ? (
          <ErrorState message="The timeline could not be loaded." onRetry={() => void events.refetch()} />
        ) : events.data.length === 0 ? (
          <EmptyState>Nothing has happened yet.</EmptyState>
        ) : (
          <ol className="list-unstyled mb-0">
            {events.data.map((event) => (
              <EventEntry key={event.id} event={event} />
            ))}
          </ol>
        )}
      </Card.Body>
    </Card>
  );
}
