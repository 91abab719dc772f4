import { href, SUPPLIER_CSV_COLUMNS, type Supplier, supplierListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Factory, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CsvButtons, type DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
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
    <ListScreen
      testId="suppliers-page"
      title="Suppliers"
      actions={
        <>
          <CsvButtons
            path={supplierPaths.list(organisationUlid)}
            exportParams={list.exportParams}
            importable={editable}
            noun="suppliers"
            invalidate={resourceRoots(organisationUlid, ['suppliers', 'products'])}
            help={
              <>
                Header row: <code>{SUPPLIER_CSV_COLUMNS.import.join(',')}</code>, shipping times written as{' '}
                <code>DE:12;EU:20</code> (a country or region code, then days). A supplier whose name exists
                is updated.
              </>
            }
          />
          {editable && (
            <Link
              to={href('suppliers.create', { organisation: organisationUlid })}
              className="btn btn-primary"
            >
              <Plus aria-hidden="true" />
              New supplier
            </Link>
          )}
        </>
      }
      list={list}
      query={suppliers}
      search={{ label: 'Search suppliers', placeholder: 'Search suppliers' }}
      label="Suppliers"
      errorMessage="The suppliers could not be loaded."
      columns={columns(organisationUlid)}
      rowKey={(supplier) => supplier.id}
      rowTestId="supplier-row"
      emptyMessage="No suppliers yet."
      emptyIntro={{
        icon: Factory,
        text: 'Suppliers are the companies you buy from. Their products, production lead times and shipping times to each country tell you when to reorder.',
        action: editable && (
          <Link to={href('suppliers.create', { organisation: organisationUlid })} className="btn btn-primary">
            <Plus aria-hidden="true" />
            Add your first supplier
          </Link>
        ),
      }}
      noMatchMessage="No supplier matches your search."
      noun="suppliers"
    />
  );
}
