/**
 * The list machinery every list screen shares. A resource's list screen is a `ListScreen`
 * (../list-screen.tsx), which wires these together; a list inside a card uses them directly:
 *
 *   const list = useListQuery(productListQuerySchema);          // lib/use-list-query.ts: state in the URL
 *   const products = useQuery({ ...productListQueryOptions(organisationUlid, list.requestParams), placeholderData: keepPreviousData });
 *   <SearchInput value={list.searchInput} onChange={list.setSearchInput} />
 *   <CsvExportButton path={productPaths.list(organisationUlid)} params={list.exportParams} />
 *   <CsvImportDialog path={productPaths.list(organisationUlid)} noun="products"
 *     invalidate={resourceRoots(organisationUlid, ['products', 'suppliers'])} />
 *   <DataTable label="Products" columns={columns} rows={products.data?.data} rowKey={(p) => p.id}
 *     loading={products.isFetching}
 *     sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }} />
 *   <Pagination meta={products.data?.meta} onPageChange={list.setPage} onPerPageChange={list.setPerPage} />
 */
export { CsvButtons } from './csv-buttons.tsx';
export { CsvExportButton } from './csv-export-button.tsx';
export { uploadCsv } from './csv-import-api.ts';
export { CsvImportDialog, type CsvImportDialogProps } from './csv-import-dialog.tsx';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
} from './data-table.tsx';
export { describeProblem, type GroupedImportErrors, groupImportErrors } from './import-errors.ts';
export { ImportProblemsAlert } from './import-problems-alert.tsx';
export { type PageItem, pageWindow, shownRange } from './page-window.ts';
export { Pagination, type PaginationProps, PER_PAGE_OPTIONS } from './pagination.tsx';
export { SearchInput } from './search-input.tsx';
export { type PageSelection, pageSelection, type RowKey, selectPage, toggleRow } from './selection.ts';
