import { DataTable, type DataTableProps } from './data-table/index.ts';
import { ErrorState } from './query-states.tsx';

export interface QueryTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'loading'> {
  /** A list query answering `{data: T[]}` (a page of a paginated list). */
  query: {
    data: { data: readonly T[] } | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** "The SKUs could not be loaded." */
  errorMessage: string;
}

/**
 * A list query's table: DataTable's loading and empty rows while it loads or finds nothing, and the
 * error state with a retry in its place when the list could not be loaded.
 */
export function QueryTable<T>({ query, errorMessage, className, ...table }: QueryTableProps<T>) {
  if (query.isError) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} className="m-3" />;
  }
  return <DataTable {...table} className={className} rows={query.data?.data} loading={query.isFetching} />;
}
