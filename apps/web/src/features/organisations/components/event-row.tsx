import type { NotificationEvent } from '@backoffice/shared';
import { useState } from 'react';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDisconnectEventChannel } from '../api/disconnect-event-channel.ts';
import { organisationPaths } from '../organisations-paths.ts';

interface EventRowProps {
  event: NotificationEvent;
  organisationUlid: string;
  /** Admins and owners, on a server with Slack configured. */
  canConnect: boolean;
  canManage: boolean;
}

/** One event: what it is, the channels it posts to (each with Disconnect) and Add to Slack. */
export function EventRow({ event, organisationUlid, canConnect, canManage }: EventRowProps) {
  return (
    <ListGroup.Item as="li" data-testid="notification-event" aria-labelledby={`event-${event.key}`}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <div className="fw-semibold" id={`event-${event.key}`}>
            {event.label}
          </div>
          <div className="small text-body-secondary">{event.description}</div>
        </div>
        {canConnect && (
          // A navigation, not a fetch: the API redirects the browser to Slack and Slack back here.
          // (A plain link: react-bootstrap's Button as="a" would call it a button.)
          <a
            href={organisationPaths.eventSlackConnect(organisationUlid, event.key)}
            className="btn btn-sm btn-outline-primary"
            aria-label={`Add ${event.label} to Slack`}
          >
            Add to Slack
          </a>
        )}
      </div>
      {event.channels.length === 0 ? (
        <div className="small text-body-secondary mt-2">Not posted to any Slack channel.</div>
      ) : (
        <ul className="list-unstyled mb-0 mt-2 d-flex flex-column gap-1">
          {event.channels.map((channel) => (
            <ChannelItem
              key={channel.channel_id}
              organisationUlid={organisationUlid}
              event={event}
              channel={channel}
              canManage={canManage}
            />
          ))}
        </ul>
      )}
    </ListGroup.Item>
  );
}

function ChannelItem({
  organisationUlid,
  event,
  channel,
  canManage,
}: {
  organisationUlid: string;
  event: NotificationEvent;
  channel: NotificationEvent['channels'][number];
  canManage: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectEventChannel({
    onSuccess: () => notifySuccess(`${event.label} no longer posts to ${channel.channel_name}.`, 'Slack'),
  });
  const run = () => disconnect.mutate({ organisationUlid, event: event.key, channelId: channel.channel_id });
  return (
    <li className="d-flex flex-wrap align-items-center gap-2" data-testid="event-channel">
      <Badge bg="secondary" className="text-wrap text-start" style={{ overflowWrap: 'anywhere' }}>
        {channel.channel_name}
      </Badge>
      {channel.team_name && <span className="small text-body-secondary">{channel.team_name}</span>}
      {canManage &&
        (confirming ? (
          <>
            <Button size="sm" variant="danger" disabled={disconnect.isPending} onClick={run}>
              Confirm disconnect
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setConfirming(true)}
            aria-label={`Disconnect ${channel.channel_name} from ${event.label}`}
          >
            Disconnect
          </Button>
        ))}
    </li>
  );
}
