import type { ReactNode } from 'react';
import { useGridWindow } from '../hooks/use-grid-window.ts';
import { HeaderCell } from './virtual-grid-header-cell.tsx';
import { GridRow } from './virtual-grid-row.tsx';
import type { GridColumn, GridSort } from './virtual-grid-types.ts';
import './virtual-grid.css';

export interface VirtualGridProps<T> {
  label: string;
  columns: readonly GridColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Every row's height in px. */
  rowHeight: number;
  sort: GridSort;
  /** All rows there are (loaded or not), for assistive technology's "row 12 of 50,000". */
  totalRows: number;
  /** Called when the rows in view come near the last loaded one (the caller loads the next page). */
  onNearEnd?: () => void;
  /** A change scrolls back to the top (new sort or filters: new rows). */
  resetKey?: string;
  /** Below the rows, e.g. "Loading more…". */
  footer?: ReactNode;
  /** Rows rendered beyond those in view, above and below. */
  overscan?: number;
  rowTestId?: string;
  dimmed?: boolean;
}

/**
 * A dense grid of fixed-height rows that renders only the rows in view (plus `overscan`), so tens of
 * thousands of rows scroll smoothly: the body is as tall as all loaded rows, and each rendered row
 * is placed at its offset. The header stays on top and the first column on the left while the grid
 * scrolls inside its own box (the page never scrolls sideways).
 */
export function VirtualGrid<T>({
  label,
  columns,
  rows,
  rowKey,
  rowHeight,
  sort,
  totalRows,
  onNearEnd,
  resetKey,
  footer,
  overscan = 10,
  rowTestId,
  dimmed = false,
}: VirtualGridProps<T>) {
  const { scroller, range, onScroll } = useGridWindow({
    rowHeight,
    rowCount: rows.length,
    overscan,
    onNearEnd,
    resetKey,
  });
  const template = columns.map((column) => `${column.width}px`).join(' ');
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  const visible: ReactNode[] = [];
  for (let index = range.start; index < range.end; index++) {
    const row = rows[index] as T;
    visible.push(
      <GridRow
        key={rowKey(row)}
        row={row}
        index={index}
        top={index * rowHeight}
        height={rowHeight}
        template={template}
        width={width}
        columns={columns}
        testId={rowTestId}
      />,
    );
  }

  return (
    <div ref={scroller} className="virtual-grid" onScroll={onScroll} data-testid="virtual-grid">
      <table
        className="virtual-grid-table"
        aria-label={label}
        aria-rowcount={totalRows + 1}
        aria-busy={dimmed}
        style={{ width }}
      >
        <thead className="virtual-grid-head">
          <tr aria-rowindex={1} className="virtual-grid-row" style={{ gridTemplateColumns: template }}>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody
          className="virtual-grid-body"
          style={{ height: rows.length * rowHeight, opacity: dimmed ? 0.6 : undefined }}
        >
          {visible}
        </tbody>
      </table>
      {footer && <div className="virtual-grid-footer">{footer}</div>}
    </div>
  );
}
