import { href, SUPPLIER_CSV_COLUMNS, type Supplier, supplierListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  CsvExportButton,
  CsvImportDialog,
  type DataTableColumn,
  Pagination,
  SearchInput,
} from '../../../components/ui/data-table/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { resourceRoots } from '../../../lib/query-keys.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { supplierListQueryOptions } from '../api/get-suppliers.ts';
import { describeShippingTimes } from '../components/shipping-times.ts';
import { supplierPaths } from '../suppliers-paths.ts';

function columns(organisationUlid: string): DataTableColumn<Supplier>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (supplier) => (
        <Link to={href('suppliers.edit', { organisation: organisationUlid, id: supplier.id })}>
          {supplier.name}
        </Link>
      ),
    },
    { key: 'warehouse', header: 'Warehouse', cell: (supplier) => supplier.warehouse?.name ?? '—' },
    {
      key: 'shipping',
      header: 'Shipping times',
      cell: (supplier) => describeShippingTimes(supplier.shipping_times) || '—',
    },
    {
      key: 'products',
      header: 'Products',
      sortKey: 'product_count',
      align: 'end',
      cell: (supplier) => (
        <Link to={href('suppliers.edit-products', { organisation: organisationUlid, id: supplier.id })}>
          {supplier.product_count}
        </Link>
      ),
    },
  ];
}

export function SuppliersPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const list = useListQuery(supplierListQuerySchema);
  const suppliers = useQuery(supplierListQueryOptions(organisationUlid, list.requestParams));

  return (
    <div data-testid="suppliers-page">
      <PageHeader title="Suppliers">
        <div className="d-flex flex-wrap gap-2">
          <CsvExportButton path={supplierPaths.list(organisationUlid)} params={list.exportParams} />
          {editable && (
            <>
              <CsvImportDialog
                path={supplierPaths.list(organisationUlid)}
                noun="suppliers"
                invalidate={resourceRoots(organisationUlid, ['suppliers', 'products'])}
                help={
                  <>
                    Header row: <code>{SUPPLIER_CSV_COLUMNS.import.join(',')}</code>, shipping times written
                    as <code>DE:12;EU:20</code> (a country or region code, then days). A supplier whose name
                    exists is updated.
                  </>
                }
              />
              <Link
                to={href('suppliers.create', { organisation: organisationUlid })}
                className="btn btn-primary"
              >
                New supplier
              </Link>
            </>
          )}
        </div>
      </PageHeader>
      <Card>
        <Card.Body>
          <SearchInput
            value={list.searchInput}
            onChange={list.setSearchInput}
            label="Search suppliers"
            placeholder="Search suppliers"
          />
        </Card.Body>
        <QueryTable
          label="Suppliers"
          query={suppliers}
          errorMessage="The suppliers could not be loaded."
          columns={columns(organisationUlid)}
          rowKey={(supplier) => supplier.id}
          rowTestId="supplier-row"
          emptyMessage={list.query.search ? 'No supplier matches your search.' : 'No suppliers yet.'}
          sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
          className="mb-0"
        />
        <Card.Footer>
          <Pagination
            meta={suppliers.data?.meta}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
            noun="suppliers"
          />
        </Card.Footer>
      </Card>
    </div>
  );
}
