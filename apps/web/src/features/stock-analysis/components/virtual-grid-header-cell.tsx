import { cellClassName, type GridColumn, type GridSort } from './virtual-grid-types.ts';

export function HeaderCell<T>({ column, sort }: { column: GridColumn<T>; sort: GridSort }) {
  const className = cellClassName(column);
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
