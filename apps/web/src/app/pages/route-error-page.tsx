import { useEffect } from 'react';
import { Button, Container } from 'react-bootstrap';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/** What a route shows when its loader or render throws: a 404 page, or a way to try again. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage message={typeof error.data === 'string' ? error.data : undefined} />;
  return (
    <Container className="py-5 text-center" data-testid="error-page">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-body-secondary mb-4">
        {error instanceof Error ? error.message : 'An unexpected error stopped this page from loading.'}
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Container>
  );
}
