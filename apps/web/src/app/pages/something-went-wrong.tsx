import { Button, Container } from 'react-bootstrap';

/**
 * What a screen shows instead of a blank page when it broke (spec section 8): a friendly word,
 * "Try again" (render it again) and, for what a retry cannot mend, a reload. No error details:
 * they are logged, and reported when error reporting is on.
 */
export function SomethingWentWrong({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Container className="py-5 text-center" data-testid="error-page" role="alert">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-body-secondary mb-4">
        {message ??
          'An unexpected error stopped this page. Try again, or reload the page if it keeps happening.'}
      </p>
      <div className="d-flex justify-content-center gap-2">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="outline-secondary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </Container>
  );
}
