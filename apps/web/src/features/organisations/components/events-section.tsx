import { can, type Organisation, SLACK_ENV_VARS } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, ListGroup } from 'react-bootstrap';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { eventsQueryOptions } from '../api/get-events.ts';
import { EventRow } from './event-row.tsx';
import { SlackConnectNotice } from './slack-connect-notice.tsx';

/**
 * The notifications part of the settings screen: each event and the Slack channels it posts to.
 * Without Slack settings on the server it says how to add them instead of offering a button
 * that could only fail.
 */
export function EventsSection({ organisation }: { organisation: Organisation }) {
  const events = useQuery(eventsQueryOptions(organisation.ulid));
  const canManage = can(organisation.role, 'manageSettings');
  const configured = events.data?.meta.slack.configured ?? false;

  return (
    <Card className="mb-4" id="events" data-testid="events-section">
      <Card.Header as="h2" className="h5">
        Notifications
      </Card.Header>
      <Card.Body>
        <SlackConnectNotice />
        <p className="mb-0">
          Send these events to Slack channels, so the team hears about them where it works.
        </p>
        {events.isSuccess && !configured && <SlackSetupHelp />}
        {events.isSuccess && configured && !canManage && (
          <Alert variant="light" className="mb-0 mt-3">
            Only admins and owners can connect or disconnect Slack channels.
          </Alert>
        )}
      </Card.Body>
      {events.isPending ? (
        <LoadingState label="Loading notifications…" />
      ) : events.isError ? (
        <Card.Body>
          <ErrorState
            message="The notifications could not be loaded."
            onRetry={() => void events.refetch()}
          />
        </Card.Body>
      ) : (
        <ListGroup as="ul" variant="flush">
          {events.data.data.map((event) => (
            <EventRow
              key={event.key}
              event={event}
              organisationUlid={organisation.ulid}
              canConnect={canManage && configured}
              canManage={canManage}
            />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}

/** What the server's administrator sets for "Add to Slack" (README, configuration). */
function SlackSetupHelp() {
  const callback = `${window.location.origin}/api/slack/oauth/callback`;
  return (
    <Alert variant="info" className="mb-0 mt-3" data-testid="slack-setup-help">
      <Alert.Heading as="h3" className="h6">
        Slack is not configured on this server
      </Alert.Heading>
      <p className="mb-2">
        To post events to Slack, create a Slack app with the <code>incoming-webhook</code> scope and the
        redirect URL <code style={{ overflowWrap: 'anywhere' }}>{callback}</code>, then start the server with{' '}
        {SLACK_ENV_VARS.map((name, index) => (
          <span key={name}>
            {index > 0 && ' and '}
            <code>{name}</code>
          </span>
        ))}{' '}
        set to its client id and secret.
      </p>
    </Alert>
  );
}
