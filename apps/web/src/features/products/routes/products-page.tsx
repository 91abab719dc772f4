import {
  href,
  PRODUCT_CSV_COLUMNS,
  type Product,
  type ProductRequest,
  productListQuerySchema,
} from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { CsvButtons, type DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceRoots } from '../../../lib/query-keys.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { productListQueryOptions } from '../api/get-products.ts';
import { NewProductDialog } from '../components/new-product-dialog.tsx';
import { productPaths } from '../products-paths.ts';

function columns(organisationUlid: string): DataTableColumn<Product>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (product) => (
        <Link to={href('products.show', { organisation: organisationUlid, id: product.id })}>
          {product.name}
        </Link>
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
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const navigate = useNavigate();
  const list = useListQuery(productListQuerySchema);
  const products = useQuery(productListQueryOptions(organisationUlid, list.requestParams));
  const create = useCreateProduct();
  const createProduct = async (product: ProductRequest) => {
    const created = await create.mutateAsync({ organisationUlid, product });
    notifySuccess(`${created.name} was created.`, 'Products');
    void navigate(href('products.show', { organisation: organisationUlid, id: created.id }));
  };

  return (
    <ListScreen
      testId="products-page"
      title="Products"
      actions={
        <>
          <CsvButtons
            path={productPaths.list(organisationUlid)}
            exportParams={list.exportParams}
            importable={editable}
            noun="products"
            invalidate={resourceRoots(organisationUlid, ['products', 'suppliers'])}
            help={
              <>
                Header row: <code>{PRODUCT_CSV_COLUMNS.import.join(',')}</code>. A product whose name exists
                is updated; the supplier is an existing supplier's name.
              </>
            }
          />
          {editable && <NewProductDialog onSubmit={createProduct} />}
        </>
      }
      list={list}
      query={products}
      search={{ label: 'Search products', placeholder: 'Search products' }}
      filters={
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
      }
      label="Products"
      errorMessage="The products could not be loaded."
      columns={columns(organisationUlid)}
      rowKey={(product) => product.id}
      rowTestId="product-row"
      emptyMessage="No products yet."
      emptyIntro={{
        icon: Package,
        text: 'Products group your SKUs: the same item sold under several SKUs or marketplaces is one product, with one cost (COGS), its suppliers and its stock across every warehouse.',
        action: editable && <NewProductDialog label="Create your first product" onSubmit={createProduct} />,
      }}
      noMatchMessage="No product matches your search."
      noun="products"
    />
  );
}
