import { memo } from 'react';
import { cellClassName, type GridColumn } from './virtual-grid-types.ts';

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
        <td key={column.key} className={cellClassName(column)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/** A row re-renders only when its data or its place changes, not when the window moves. */
export const GridRow = memo(GridRowOf) as typeof GridRowOf;
