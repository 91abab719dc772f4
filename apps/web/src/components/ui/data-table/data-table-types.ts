import type { ReactNode } from 'react';
import type { RowKey } from './selection.ts';

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

const ALIGN = { start: undefined, end: 'text-end', center: 'text-center' } as const;

/** A cell's classes: its column's alignment and its own. */
export function cellClass(column: DataTableColumn<never>): string | undefined {
  return [ALIGN[column.align ?? 'start'], column.className].filter(Boolean).join(' ') || undefined;
}
