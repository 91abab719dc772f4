import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Spinner, Table } from 'react-bootstrap';
import { pageSelection, type RowKey, selectPage, toggleRow } from './selection.ts';

export interface DataTableColumn<T> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The list's `sort` value for this column; makes the header a sort button. */
  sortKey?: string;
  align?: 'start' | 'end' | 'center';
  className?: string;
}

export interface DataTableSort {
  sort: string;
  sortDesc: boolean;
  onSort: (sortKey: string) => void;
}

export interface DataTableSelection<T> {
  selected: ReadonlySet<RowKey>;
  onChange: (next: Set<RowKey>) => void;
  /** Names the row for its checkbox: "Select <label>". */
  rowLabel: (row: T) => string;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => RowKey;
  /** The table's accessible name, e.g. "Products". */
  label: string;
  loading?: boolean;
  emptyMessage?: ReactNode;
  sort?: DataTableSort;
  selection?: DataTableSelection<T>;
  rowTestId?: string;
  className?: string;
}

const ALIGN = { start: undefined, end: 'text-end', center: 'text-center' } as const;

/**
 * A list's table (server-side sorted and paginated by its caller): sortable headers announce their
 * direction with aria-sort; rows can carry a checkbox, with a select-all box for the page shown.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  loading = false,
  emptyMessage = 'Nothing here yet.',
  sort,
  selection,
  rowTestId,
  className,
}: DataTableProps<T>) {
  const width = columns.length + (selection ? 1 : 0);
  const pageKeys = (rows ?? []).map(rowKey);
  return (
    <Table
      responsive
      hover
      aria-label={label}
      aria-busy={loading}
      className={`align-middle ${className ?? ''}`}
    >
      <thead>
        <tr>
          {selection && (
            <th scope="col" style={{ width: '2.5rem' }}>
              <SelectAllBox selection={selection} pageKeys={pageKeys} />
            </th>
          )}
          {columns.map((column) => (
            <HeaderCell key={column.key} column={column} sort={sort} />
          ))}
        </tr>
      </thead>
      <tbody style={loading && rows ? { opacity: 0.6 } : undefined}>
        {rows === undefined ? (
          <tr>
            <td colSpan={width} className="py-4">
              <div role="status" className="app-table-message">
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                Loading…
              </div>
            </td>
          </tr>
        ) : rows.length === 0 ? (
          <tr>
            <td colSpan={width} className="text-body-secondary py-4" data-testid="empty-table">
              {/* Left and sticky, not centred: centred across a table wider than a phone it is cut off. */}
              <div className="app-table-message">{emptyMessage}</div>
            </td>
          </tr>
        ) : (
          rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} data-testid={rowTestId}>
                {selection && (
                  <td>
                    <Form.Check
                      aria-label={`Select ${selection.rowLabel(row)}`}
                      checked={selection.selected.has(key)}
                      onChange={() => selection.onChange(toggleRow(selection.selected, key))}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })
        )}
      </tbody>
    </Table>
  );
}

function cellClass(column: DataTableColumn<never>): string | undefined {
  return [ALIGN[column.align ?? 'start'], column.className].filter(Boolean).join(' ') || undefined;
}

function HeaderCell<T>({ column, sort }: { column: DataTableColumn<T>; sort: DataTableSort | undefined }) {
  const className = cellClass(column as DataTableColumn<never>);
  if (!column.sortKey || !sort) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  const active = sort.sort === column.sortKey;
  const direction = active ? (sort.sortDesc ? 'descending' : 'ascending') : 'none';
  const sortKey = column.sortKey;
  return (
    <th scope="col" className={`text-nowrap ${className ?? ''}`} aria-sort={direction}>
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
        onClick={() => sort.onSort(sortKey)}
      >
        {column.header}
        <span aria-hidden="true" className={`ms-1 ${active ? '' : 'text-body-tertiary'}`}>
          {active ? (sort.sortDesc ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  );
}

function SelectAllBox<T>({
  selection,
  pageKeys,
}: {
  selection: DataTableSelection<T>;
  pageKeys: readonly RowKey[];
}) {
  const ref = useRef<HTMLInputElement>(null);
  const state = pageSelection(selection.selected, pageKeys);
  // `indeterminate` is a DOM property with no HTML attribute, so it is set on the element.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <Form.Check
      ref={ref}
      aria-label="Select all on this page"
      checked={state === 'all'}
      disabled={pageKeys.length === 0}
      onChange={(event) => selection.onChange(selectPage(selection.selected, pageKeys, event.target.checked))}
    />
  );
}
