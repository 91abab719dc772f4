import type { ReactNode } from 'react';

export interface GridColumn<T> {
  key: string;
  header: ReactNode;
  /** Said in full where the header is cut short. */
  title?: string;
  /** Fixed width in px: every row lays out alike, so only the rows in view need rendering. */
  width: number;
  align?: 'start' | 'end';
  /** The API's `sort` value for this column; makes the header a sort button. */
  sortKey?: string;
  cell: (row: T) => ReactNode;
}

export interface GridSort {
  sort: string;
  sortDesc: boolean;
  onSort: (sortKey: string) => void;
}

export function cellClassName(column: { align?: 'start' | 'end' }): string {
  return `virtual-grid-cell ${column.align === 'end' ? 'virtual-grid-end' : ''}`;
}
