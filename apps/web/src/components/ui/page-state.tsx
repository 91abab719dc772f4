import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { notifyInfo } from '../../lib/notify.ts';
import { recordListPath, switchedOrganisationOf } from '../../lib/organisation-path.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { PageHeader } from './page-header.tsx';
import { ErrorState, LoadingState } from './query-states.tsx';

const NOT_FOUND = 'This record does not exist, or it has been deleted.';

/** True when the record's query failed because the server has no such record (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A record's screen before the record is there: its title with the loading state, or with the
 * error state. Screens render it until their query succeeds, with a link back to the list:
 *
 *   if (!sku.isSuccess) return (
 *     <PageState title="SKU" query={sku} loading="Loading SKU…" error="The SKU could not be loaded."
 *       notFound="This SKU does not exist, or it has been deleted.">
 *       <Link to={listPath}>Back to SKUs</Link>
 *     </PageState>
 *   );
 *
 * A record the server does not have (404) gets `notFound` and no "Try again": trying again cannot
 * bring it back, the way back to the list is what helps. Right after an organisation switch, the
 * record was the other organisation's: the screen goes to its list with one notice instead.
 * The error is shown here and nowhere else: record queries say `errorHandling: 'inline'`.
 */
export function PageState({
  title,
  query,
  loading,
  error,
  notFound = NOT_FOUND,
  children,
}: {
  title: ReactNode;
  /** The record's query (only whether it failed, why, and how to run it again, are read). */
  query: { isError: boolean; error?: unknown; refetch: () => unknown };
  loading: string;
  error: string;
  /** Said instead of `error` when the record does not exist (404). */
  notFound?: string;
  /** Shown beside the error, e.g. a link back to the list. */
  children?: ReactNode;
}) {
  const missing = query.isError && isNotFound(query.error);
  const location = useLocation();
  const { organisation = '' } = useParams();
  const switchedTo = switchedOrganisationOf(location.state);
  const list = recordListPath(useRouteHandle()?.name, organisation);
  if (missing && switchedTo !== undefined && list)
    return <NotInOrganisation list={list} organisation={switchedTo} />;
  return (
    <>
      <PageHeader title={title} />
      {!query.isError ? (
        <LoadingState label={loading} />
      ) : missing ? (
        <ErrorState message={notFound}>{children}</ErrorState>
      ) : (
        <ErrorState message={error} onRetry={() => void query.refetch()}>
          {children}
        </ErrorState>
      )}
    </>
  );
}

/** Locations already announced: an effect may run twice (StrictMode) for one navigation. */
const announced = new Set<string>();

function NotInOrganisation({ list, organisation }: { list: string; organisation: string }) {
  const { key } = useLocation();
  useEffect(() => {
    if (announced.has(key)) return;
    announced.add(key);
    notifyInfo(
      `${organisation || 'This organisation'} has no such record, so here is the list.`,
      'Switched organisation',
    );
  }, [key, organisation]);
  return <Navigate to={list} replace />;
}
