import type { Organisation } from '@backoffice/shared';
import { Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { NewOrganisationButton } from '../../../components/forms/new-organisation-button.tsx';

/**
 * The user's organisations with their role, one to open, and "New organisation": a second brand
 * without a second account (issue 28). Leaving or deleting one is in its settings.
 */
export function OrganisationsCard({
  organisations,
  currentUlid,
  onOpen,
}: {
  organisations: Organisation[];
  /** The organisation the user works in now (remembered), marked as such. */
  currentUlid: string | null;
  onOpen: (organisationUlid: string) => void;
}) {
  return (
    <Card className="mb-4" data-testid="profile-organisations">
      <Card.Header as="h2" className="h5">
        Organisations
      </Card.Header>
      {organisations.length > 0 && (
        <ListGroup variant="flush">
          {organisations.map((organisation) => (
            <ListGroup.Item key={organisation.ulid} className="d-flex flex-wrap align-items-center gap-2">
              <span className="fw-semibold text-break me-auto">
                {organisation.name}{' '}
                {organisation.ulid === currentUlid && (
                  <Badge bg="secondary" className="ms-1">
                    Current
                  </Badge>
                )}
              </span>
              <span className="text-body-secondary small text-capitalize">{organisation.role}</span>
              {organisation.ulid !== currentUlid && (
                <Button size="sm" variant="outline-secondary" onClick={() => onOpen(organisation.ulid)}>
                  Open
                </Button>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Card.Body>
        <p className="text-body-secondary">
          Run another brand or business from this account: each organisation has its own products, stock,
          orders and team.
        </p>
        <NewOrganisationButton variant="outline-primary" />
      </Card.Body>
    </Card>
  );
}
