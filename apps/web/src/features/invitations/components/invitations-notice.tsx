import { href, type Invitation } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useDeclineInvitation } from '../api/decline-invitation.ts';
import { invitationsQueryOptions } from '../api/get-invitations.ts';

/**
 * The signed-in user's pending invitations, in one notice on every standard page and on the
 * page for users without an organisation (one line each, so several do not push the page off a
 * phone's screen): they join only by accepting here (or, for a new account, by creating their
 * password from the mailed link).
 */
export function InvitationsNotice() {
  const invitations = useQuery(invitationsQueryOptions());
  // Accepting needs a verified address (the server answers 403 otherwise): say so up front.
  const unverified = use(UserContext)?.email_verified_at === null;
  const pending = invitations.data ?? [];
  if (!pending.length) return null;
  return (
    <Alert variant="info" data-testid="invitations-notice" className="py-2">
      {pending.length > 1 && (
        <p className="fw-semibold mb-1">{pending.length} invitations are waiting for you</p>
      )}
      <ul className="list-unstyled mb-0">
        {pending.map((invitation) => (
          <InvitationLine key={invitation.id} invitation={invitation} canAccept={!unverified} />
        ))}
      </ul>
      {unverified && (
        <p className="mb-0 mt-1 small" data-testid="invitations-verify-first">
          Verify your email address to accept: use the link we sent you (or resend it above).
        </p>
      )}
    </Alert>
  );
}

function InvitationLine({ invitation, canAccept }: { invitation: Invitation; canAccept: boolean }) {
  const navigate = useNavigate();
  const { organisation } = invitation;
  const accept = useAcceptInvitation({
    onSuccess: (joined) => {
      notifySuccess(`You joined ${joined.name}.`, 'Invitations');
      void navigate(href('dashboard', { organisation: joined.ulid }));
    },
  });
  const decline = useDeclineInvitation({
    onSuccess: () => notifySuccess(`You declined the invitation to ${organisation.name}.`, 'Invitations'),
  });
  const pending = accept.isPending || decline.isPending;
  return (
    <li className="d-flex flex-wrap align-items-center gap-2 py-1">
      <span className="me-auto">
        {invitation.invited_by ? `${invitation.invited_by} invited you` : 'You are invited'} to join{' '}
        <strong>{organisation.name}</strong> as {invitation.role}.
      </span>
      <Button
        size="sm"
        variant="primary"
        disabled={pending || !canAccept}
        onClick={() => accept.mutate({ invitation })}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={pending}
        onClick={() => decline.mutate({ invitation })}
      >
        Decline
      </Button>
    </li>
  );
}
