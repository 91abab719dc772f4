import { cellClass, type DataTableColumn, type DataTableSort } from './data-table-types.ts';

/** A column's header: a button that sorts by it (announcing the direction) where the list sorts by it. */
export function HeaderCell<T>({
  column,
  sort,
}: {
  column: DataTableColumn<T>;
  sort: DataTableSort | undefined;
}) {
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
