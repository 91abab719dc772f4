import {
  memo,
  type ReactNode,
  type UIEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type VisibleRange, visibleRange } from './visible-range.ts';
import './virtual-grid.css';

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

/** When fewer rows than this are left below the window, the next page is asked for. */
const NEAR_END_ROWS = 200;

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
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(0);
  const template = columns.map((column) => `${column.width}px`).join(' ');
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  // The box's height: measured, and again whenever it changes (a window resize, a phone turned).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewportHeight(element.clientHeight || window.innerHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // New rows (another sort or filter) start at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not a value read.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setScrollTop(0);
  }, [resetKey]);

  const range = visibleRange({ scrollTop, viewportHeight, rowHeight, rowCount: rows.length, overscan });
  // Re-render only when the rows in view change, not on every pixel scrolled.
  const lastRange = useRef<VisibleRange>(range);
  lastRange.current = range;
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const top = event.currentTarget.scrollTop;
      const next = visibleRange({
        scrollTop: top,
        viewportHeight,
        rowHeight,
        rowCount: rows.length,
        overscan,
      });
      if (next.start !== lastRange.current.start || next.end !== lastRange.current.end) setScrollTop(top);
    },
    [viewportHeight, rowHeight, rows.length, overscan],
  );

  const nearEnd = rows.length > 0 && range.end >= rows.length - NEAR_END_ROWS;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

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

function HeaderCell<T>({ column, sort }: { column: GridColumn<T>; sort: GridSort }) {
  const className = `virtual-grid-cell ${column.align === 'end' ? 'virtual-grid-end' : ''}`;
  if (!column.sortKey)
    return (
      <th scope="col" className={className} title={column.title}>
        {column.header}
      </th>
    );
  const active = sort.sort === column.sortKey;
  const sortKey = column.sortKey;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.sortDesc ? 'descending' : 'ascending') : 'none'}
      title={column.title}
    >
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none virtual-grid-sort"
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

interface GridRowProps<T> {
  row: T;
  index: number;
  top: number;
  height: number;
  template: string;
  width: number;
  columns: readonly GridColumn<T>[];
  testId: string | undefined;
}

function GridRowOf<T>({ row, index, top, height, template, width, columns, testId }: GridRowProps<T>) {
  return (
    <tr
      aria-rowindex={index + 2}
      className="virtual-grid-row"
      style={{ top, height, width, gridTemplateColumns: template }}
      data-testid={testId}
    >
      {columns.map((column) => (
        <td
          key={column.key}
          className={`virtual-grid-cell ${column.align === 'end' ? 'virtual-grid-end' : ''}`}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/** A row re-renders only when its data or its place changes, not when the window moves. */
const GridRow = memo(GridRowOf) as typeof GridRowOf;
