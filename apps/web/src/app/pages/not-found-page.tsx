import { Container } from 'react-bootstrap';
import { Link } from 'react-router';

export function NotFoundPage({ message }: { message?: string }) {
  return (
    <Container className="py-5 text-center" data-testid="not-found-page">
      <p className="display-4 fw-semibold text-body-secondary">404</p>
      <h1 className="h3">Page not found</h1>
      <p className="text-body-secondary mb-4">
        {message ?? 'The page you are looking for does not exist or has moved.'}
      </p>
      <Link to="/" className="btn btn-primary">
        Go to your dashboard
      </Link>
    </Container>
  );
}
