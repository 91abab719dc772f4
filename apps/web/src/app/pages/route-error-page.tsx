import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { reportError } from '../../lib/error-reporting.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { SomethingWentWrong } from './something-went-wrong.tsx';

/**
 * What a route shows when its loader or render throws: a 404 page, or a friendly page with
 * "Try again". An unexpected error (not an answer a loader threw on purpose) is reported.
 * Retrying navigates to the same address: the router's boundary resets on a new location, so the
 * loaders run again and the route renders anew.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const response = isRouteErrorResponse(error) ? error : undefined;
  const notFound = response?.status === 404;
  useEffect(() => {
    if (response) {
      if (!notFound) console.error(response);
    } else {
      reportError(error);
    }
  }, [error, response, notFound]);

  if (notFound)
    return <NotFoundPage message={typeof response.data === 'string' ? response.data : undefined} />;
  return (
    <SomethingWentWrong
      message={typeof response?.data === 'string' ? response.data : undefined}
      onRetry={() => void navigate(location, { replace: true, state: location.state })}
    />
  );
}
