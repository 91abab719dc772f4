import type { ReactNode } from 'react';
import { Form, Spinner, Table } from 'react-bootstrap';
import { HeaderCell } from './data-table-header-cell.tsx';
import {
  cellClass,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableSort,
} from './data-table-types.ts';
import { SelectAllBox } from './select-all-box.tsx';
import { type RowKey, toggleRow } from './selection.ts';

export type { DataTableColumn, DataTableSelection, DataTableSort } from './data-table-types.ts';

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
