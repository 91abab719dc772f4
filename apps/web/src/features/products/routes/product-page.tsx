import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { asInput } from '../../../lib/form-values.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { minStockQueryOptions } from '../api/get-min-stock.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { useUpdateMinStock } from '../api/update-min-stock.ts';
import { MinStockForm } from '../components/min-stock-form.tsx';
import { ProductSkusCard } from '../components/product-skus-card.tsx';
import { ProductSuppliersCard } from '../components/product-suppliers-card.tsx';
import { ProductTransfersCard } from '../components/product-transfers-card.tsx';
import { StockChartCard } from '../components/stock-chart-card.tsx';
import { StockPerWarehouseCard } from '../components/stock-per-warehouse-card.tsx';

export function ProductPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = can('editOperationalData');
  const product = useQuery(productQueryOptions(organisationUlid, id));
  // Asked once the product is there, as its other cards are: a missing product answers one error.
  const minStock = useQuery({ ...minStockQueryOptions(organisationUlid, id), enabled: product.isSuccess });
  const updateMinStock = useUpdateMinStock();

  if (!product.isSuccess) {
    return (
      <PageState
        title="Product"
        query={product}
        loading="Loading product…"
        error="The product could not be loaded."
        notFound="This product does not exist, or it has been deleted."
      >
        <Link to={href('products', { organisation: organisationUlid })}>Back to products</Link>
      </PageState>
    );
  }
  const data = product.data;

  return (
    <div data-testid="product-page">
      <PageHeader title={data.name}>
        {editable && (
          <Link
            to={href('products.edit', { organisation: organisationUlid, id })}
            className="btn btn-outline-primary"
          >
            <Pencil aria-hidden="true" />
            Edit product
          </Link>
        )}
      </PageHeader>
      <Card className="mb-4">
        <Card.Body>
          <Row className="gy-3">
            <DetailField label="COGS" lg={3} large testId="product-cogs">
              {formatMoney(data.cogs, data.cogs_currency)}
            </DetailField>
            <DetailField label="Stock" lg={3} large>
              {data.stock} units
            </DetailField>
            <DetailField label="Main supplier" lg={3} large>
              {data.supplier?.name ?? '—'}
            </DetailField>
            <Col sm={6} lg={3}>
              <MinStockForm
                defaultValues={{ min_stock: asInput(minStock.data) }}
                loading={minStock.isPending}
                editable={editable}
                onSubmit={async (value) => {
                  await updateMinStock.mutateAsync({ organisationUlid, id, minStock: value });
                  notifySuccess('Minimum stock saved.', 'Products');
                }}
              />
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <Row>
        <Col lg={6}>
          <ProductSkusCard organisationUlid={organisationUlid} product={data} />
        </Col>
        <Col lg={6}>
          <ProductSuppliersCard organisationUlid={organisationUlid} product={data} />
        </Col>
      </Row>
      <StockPerWarehouseCard organisationUlid={organisationUlid} productId={id} />
      <StockChartCard organisationUlid={organisationUlid} productId={id} />
      <ProductTransfersCard organisationUlid={organisationUlid} productId={id} />
    </div>
  );
}
