import { can, href, type Product, productListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Form } from 'react-bootstrap';
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
import { productListQueryOptions, productsPath } from '../api/get-products.ts';
import { formatMoney } from '../components/form-values.ts';
import { NewProductDialog } from '../components/new-product-dialog.tsx';

function columns(organisation: string): DataTableColumn<Product>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (product) => (
        <Link to={href('products.show', { organisation, id: product.id })}>{product.name}</Link>
      ),
    },
    { key: 'skus', header: 'SKUs', sortKey: 'sku_count', align: 'end', cell: (product) => product.sku_count },
    { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'end', cell: (product) => product.stock },
    {
      key: 'cogs',
      header: 'COGS',
      sortKey: 'cogs',
      align: 'end',
      cell: (product) => formatMoney(product.cogs, product.cogs_currency),
    },
    { key: 'supplier', header: 'Main supplier', cell: (product) => product.supplier?.name ?? '—' },
  ];
}

export function ProductsPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;
  const list = useListQuery(productListQuerySchema);
  const products = useQuery(productListQueryOptions(ulid, list.requestParams));

  return (
    <div data-testid="products-page">
      <PageHeader title="Products">
        <div className="d-flex flex-wrap gap-2">
          <CsvExportButton path={productsPath(ulid)} params={list.exportParams} />
          {editable && (
            <>
              <CsvImportDialog
                path={productsPath(ulid)}
                noun="products"
                invalidate={[queryKeys.products(ulid), queryKeys.suppliers(ulid)]}
                help={
                  <>
                    Header row: <code>name,cogs,cogs_currency,min_stock,supplier</code>. A product whose name
                    exists is updated; the supplier is an existing supplier's name.
                  </>
                }
              />
              <NewProductDialog organisation={ulid} />
            </>
          )}
        </div>
      </PageHeader>
      <Card>
        <Card.Body className="d-flex flex-wrap gap-2 align-items-center">
          <SearchInput
            value={list.searchInput}
            onChange={list.setSearchInput}
            label="Search products"
            placeholder="Search products"
          />
          <Form.Select
            aria-label="COGS filter"
            style={{ width: 'auto' }}
            value={list.query.has_cogs === undefined ? '' : String(list.query.has_cogs)}
            onChange={(event) =>
              list.setFilters({
                has_cogs: event.target.value === '' ? undefined : event.target.value === 'true',
              })
            }
          >
            <option value="">Any COGS</option>
            <option value="true">With COGS</option>
            <option value="false">Without COGS</option>
          </Form.Select>
        </Card.Body>
        <DataTable
          label="Products"
          columns={columns(ulid)}
          rows={products.data?.data}
          rowKey={(product) => product.id}
          loading={products.isFetching}
          rowTestId="product-row"
          emptyMessage={list.query.search ? 'No product matches your search.' : 'No products yet.'}
          sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
          className="mb-0"
        />
        <Card.Footer>
          <Pagination
            meta={products.data?.meta}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
            noun="products"
          />
        </Card.Footer>
      </Card>
    </div>
  );
}
