import { can, href, type Supplier, supplierListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  CsvExportButton,
  CsvImportDialog,
  DataTable,
  type DataTableColumn,
  Pagination,
  SearchInput,
} from '../../../components/ui/data-table/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { supplierListQueryOptions, suppliersPath } from '../api/get-suppliers.ts';
import { describeShippingTimes } from '../components/shipping-times.ts';

function columns(organisation: string): DataTableColumn<Supplier>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (supplier) => (
        <Link to={href('suppliers.edit', { organisation, id: supplier.id })}>{supplier.name}</Link>
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
        <Link to={href('suppliers.edit-products', { organisation, id: supplier.id })}>
          {supplier.product_count}
        </Link>
      ),
    },
  ];
}

export function SuppliersPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;
  const list = useListQuery(supplierListQuerySchema);
  const suppliers = useQuery(supplierListQueryOptions(ulid, list.requestParams));

  return (
    <div data-testid="suppliers-page">
      <PageHeader title="Suppliers">
        <div className="d-flex flex-wrap gap-2">
          <CsvExportButton path={suppliersPath(ulid)} params={list.exportParams} />
          {editable && (
            <>
              <CsvImportDialog
                path={suppliersPath(ulid)}
                noun="suppliers"
                invalidate={[queryKeys.suppliers(ulid), queryKeys.products(ulid)]}
                help={
                  <>
                    Header row: <code>name,warehouse,shipping_times</code>, shipping times written as{' '}
                    <code>DE:12;EU:20</code> (a country or region code, then days). A supplier whose name
                    exists is updated.
                  </>
                }
              />
              <Link to={href('suppliers.create', { organisation: ulid })} className="btn btn-primary">
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
        <DataTable
          label="Suppliers"
          columns={columns(ulid)}
          rows={suppliers.data?.data}
          rowKey={(supplier) => supplier.id}
          loading={suppliers.isFetching}
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
