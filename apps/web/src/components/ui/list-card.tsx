import type { PaginationMeta } from '@backoffice/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card } from 'react-bootstrap';
import type { ListQueryBase } from '../../lib/list-query-state.ts';
import type { ListQueryState } from '../../lib/use-list-query.ts';
import { Pagination, SearchInput } from './data-table/index.ts';
import { EmptyState } from './empty-state.tsx';
import { QueryTable, type QueryTableProps } from './query-table.tsx';

export interface ListCardProps<T>
  extends Omit<QueryTableProps<T>, 'query' | 'sort' | 'className' | 'emptyMessage'> {
  /** `useListQuery(schema)`: search, sort and page live in the URL. */
  list: Pick<
    ListQueryState<ListQueryBase>,
    | 'query'
    | 'filtered'
    | 'searchInput'
    | 'setSearchInput'
    | 'toggleSort'
    | 'setPage'
    | 'setPerPage'
    | 'reset'
  >;
  /** The page of the list, fetched with `list.requestParams`. */
  query: QueryTableProps<T>['query'] & { data: { meta: PaginationMeta } | undefined };
  search: { label: string; placeholder: string };
  /** The empty list's sentence when nothing is searched or filtered, e.g. "No SKUs yet." */
  emptyMessage: string;
  /** The empty list's sentence under a search or filter, e.g. "No SKU matches." */
  noMatchMessage: string;
  /**
   * While the organisation has none at all: the screen introduces itself instead of showing an
   * empty table, with `emptyMessage` as the title, what the list is for and its first action.
   */
  emptyIntro?: { icon?: LucideIcon; text: ReactNode; action?: ReactNode };
  /**
   * Whether the organisation has none at all, when the screen knows better than this list's total
   * with no search or filter (the default): a screen that always filters (Problem Orders) or lists
   * a part of the records (SKU Mapping, the unmapped ones) asks for the whole list's total.
   */
  nothingYet?: boolean;
  /** The list's own filters, beside the search box. */
  filters?: ReactNode;
  /** The pagination's noun: "Showing 1–25 of 40 products". */
  noun: string;
  className?: string;
}

/**
 * A paginated list in a card, as every list screen has one: a search box with the list's filters, the
 * sortable table with its loading, empty and error states, and the pagination below. Empty, it
 * tells "none yet" (the screen's introduction, when it has one) from "no match" (a search or
 * filter narrowed it: one click clears them).
 */
export function ListCard<T>({
  list,
  query,
  search,
  filters,
  noun,
  className,
  emptyMessage,
  noMatchMessage,
  emptyIntro,
  nothingYet = !list.filtered && query.data?.meta.total === 0,
  ...table
}: ListCardProps<T>) {
  if (emptyIntro && nothingYet && !query.isError) {
    return (
      <Card className={className}>
        <EmptyState title={emptyMessage} icon={emptyIntro.icon} action={emptyIntro.action}>
          {emptyIntro.text}
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card className={className}>
      <Card.Body className="d-flex flex-wrap gap-2 align-items-center">
        <SearchInput
          value={list.searchInput}
          onChange={list.setSearchInput}
          label={search.label}
          placeholder={search.placeholder}
        />
        {filters}
      </Card.Body>
      <QueryTable
        {...table}
        query={query}
        emptyMessage={
          list.filtered ? (
            <>
              {noMatchMessage}{' '}
              <Button variant="link" size="sm" className="p-0 align-baseline" onClick={list.reset}>
                Clear filters
              </Button>
            </>
          ) : (
            emptyMessage
          )
        }
        sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
        className="mb-0"
      />
      <Card.Footer>
        <Pagination
          meta={query.data?.meta}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
          noun={noun}
        />
      </Card.Footer>
    </Card>
  );
}
