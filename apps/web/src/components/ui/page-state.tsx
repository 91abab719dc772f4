import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-error.ts';
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
 * bring it back, the way back to the list is what helps.
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
