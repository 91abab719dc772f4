import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';
import { ErrorState, LoadingState } from './query-states.tsx';

/**
 * A record's screen before the record is there: its title with the loading state, or with the
 * error state and a retry. Screens render it until their query succeeds:
 *
 *   if (!sku.isSuccess) return <PageState title="SKU" query={sku} loading="Loading SKU…" error="The SKU could not be loaded." />;
 */
export function PageState({
  title,
  query,
  loading,
  error,
  children,
}: {
  title: ReactNode;
  /** The record's query (only whether it failed, and how to run it again, are read). */
  query: { isError: boolean; refetch: () => unknown };
  loading: string;
  error: string;
  /** Shown beside the error, e.g. a link back to the list. */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      {query.isError ? (
        <ErrorState message={error} onRetry={() => void query.refetch()}>
          {children}
        </ErrorState>
      ) : (
        <LoadingState label={loading} />
      )}
    </>
  );
}
