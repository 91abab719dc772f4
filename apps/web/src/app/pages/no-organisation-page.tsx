import { APP_NAME } from '@backoffice/shared';
import { Button, Card, Container } from 'react-bootstrap';
import { useLogout } from '../../features/auth/api/logout.ts';
import { InvitationsNotice } from '../../features/invitations/components/invitations-notice.tsx';
import { useUser } from '../../lib/use-user.ts';

/** "/" for a signed-in user who belongs to no organisation: nothing to open, so explain why. */
export function NoOrganisationPage() {
  const user = useUser();
  const logout = useLogout();
  return (
    <Container className="py-5 auth-page" data-testid="no-organisation-page">
      <p className="text-center fs-4 fw-semibold mb-4">{APP_NAME}</p>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4">You are not part of an organisation yet</h1>
          <p className="text-body-secondary">
            You are signed in as {user.email}, but you are not a member of any organisation. Ask an admin of
            your organisation to invite you; the invitation arrives by email and waits here for you to accept
            it.
          </p>
          <InvitationsNotice />
          <Button variant="outline-secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            Log Out
          </Button>
        </Card.Body>
      </Card>
    </Container>
  );
}
