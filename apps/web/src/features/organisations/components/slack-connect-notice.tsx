import {
  isSlackConnectOutcome,
  NOTIFICATION_EVENTS,
  SLACK_CONNECT_OUTCOMES,
  type SlackConnectOutcome,
} from '@backoffice/shared';
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useSearchParams } from 'react-router';

const NOTICE_PARAMS = ['slack', 'event', 'channel', 'error'];

interface Notice {
  outcome: SlackConnectOutcome;
  text: string;
}

/** What the OAuth callback said in the query string, in words (null when it said nothing). */
export function slackNoticeOf(search: URLSearchParams): Notice | null {
  const outcome = search.get('slack');
  if (!isSlackConnectOutcome(outcome)) return null;
  if (outcome === 'connected') {
    const event = NOTIFICATION_EVENTS.find((each) => each.key === search.get('event'));
    const channel = search.get('channel');
    if (event && channel)
      return { outcome, text: `Slack is connected: ${event.label} now posts to ${channel}.` };
  }
  const error = search.get('error');
  const detail = outcome === 'slack_error' && error ? ` (Slack said: ${error})` : '';
  return { outcome, text: `${SLACK_CONNECT_OUTCOMES[outcome]}${detail}` };
}

/**
 * How "Add to Slack" ended, after Slack sent the browser back here. Read once when the screen
 * opens and then taken out of the URL, so a reload or a shared link does not say it again.
 */
export function SlackConnectNotice() {
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState(() => slackNoticeOf(search));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!NOTICE_PARAMS.some((name) => search.has(name))) return;
    // The notice sits in the events card, below the fold: bring it into view.
    ref.current?.scrollIntoView?.({ block: 'center' });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of NOTICE_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);

  if (!notice) return null;
  return (
    <div ref={ref}>
      <Alert
        variant={notice.outcome === 'connected' ? 'success' : 'danger'}
        dismissible
        onClose={() => setNotice(null)}
        data-testid="slack-notice"
      >
        {notice.text}
      </Alert>
    </div>
  );
}
