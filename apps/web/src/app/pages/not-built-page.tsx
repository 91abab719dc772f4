import { href } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { useCurrentOrganisation } from '../../lib/use-current-organisation.ts';

/** Every route of the table exists from day one; the screens not written yet say so plainly. */
export function NotBuiltPage({ title }: { title: string }) {
  const { organisationUlid, organisation } = useCurrentOrganisation();
  return (
    <Card className="text-center my-4" data-testid="not-built-page">
      <Card.Body className="py-5">
        <h1 className="h3">{title}</h1>
        <p className="text-body-secondary mb-4">This screen is coming soon. It is not built yet.</p>
        <Link
          to={organisation ? href('dashboard', { organisation: organisationUlid }) : '/'}
          className="btn btn-primary"
        >
          Back to the dashboard
        </Link>
      </Card.Body>
    </Card>
  );
}
