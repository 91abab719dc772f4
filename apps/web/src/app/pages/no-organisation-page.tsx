import { APP_NAME } from '@backoffice/shared';
import { Button, Card, Container } from 'react-bootstrap';
import { NewOrganisationButton } from '../../components/forms/new-organisation-button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { InvitationsNotice } from '../../features/invitations/components/invitations-notice.tsx';
import { DeletionProgressNotice } from '../../features/organisations/components/deletion-progress-notice.tsx';
import { useUser } from '../../lib/use-user.ts';

/**
 * "/" for a signed-in user who belongs to no organisation (never joined one, or left or deleted
 * the last): nothing to open, so explain why and offer the ways in: create one, or accept an
 * invitation. A deletion under way shows its progress here too.
 */
export function NoOrganisationPage() {
  const user = useUser();
  const logout = useLogout();
  return (
    <Container className="py-5 auth-page" data-testid="no-organisation-page">
      <p className="text-center fs-4 fw-semibold mb-4">{APP_NAME}</p>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4">You are not part of an organisation yet</h1>
          <DeletionProgressNotice />
          <p className="text-body-secondary">
            You are signed in as {user.email}, but you are not a member of any organisation. Create one for
            your business, or ask an admin of your organisation to invite you: the invitation arrives by email
            and waits here for you to accept it.
          </p>
          <InvitationsNotice />
          <div className="d-flex flex-wrap gap-2">
            <NewOrganisationButton label="Create an organisation" />
            <Button variant="outline-secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Log Out
            </Button>
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}
