import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { formatMoney } from '../components/form-values.ts';
import { MinStockForm } from '../components/min-stock-form.tsx';
import { ProductSkusCard } from '../components/product-skus-card.tsx';
import { ProductSuppliersCard } from '../components/product-suppliers-card.tsx';
import { ProductTransfersCard } from '../components/product-transfers-card.tsx';
import { StockChartCard } from '../components/stock-chart-card.tsx';
import { StockPerWarehouseCard } from '../components/stock-per-warehouse-card.tsx';

export function ProductPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;
  const product = useQuery(productQueryOptions(ulid, id));

  if (product.isPending) {
    return (
      <>
        <PageHeader title="Product" />
        <PageSpinner label="Loading product…" />
      </>
    );
  }
  if (product.isError) {
    return (
      <>
        <PageHeader title="Product" />
        <p className="text-danger">
          {isApiError(product.error) && product.error.status === 404
            ? 'This product does not exist.'
            : 'The product could not be loaded.'}{' '}
          <Link to={href('products', { organisation: ulid })}>Back to products</Link>
        </p>
      </>
    );
  }
  const data = product.data;

  return (
    <div data-testid="product-page">
      <PageHeader title={data.name}>
        {editable && (
          <Link to={href('products.edit', { organisation: ulid, id })} className="btn btn-outline-primary">
            Edit product
          </Link>
        )}
      </PageHeader>
      <Card className="mb-4">
        <Card.Body>
          <Row className="gy-3">
            <Col sm={6} lg={3}>
              <div className="text-body-secondary small">COGS</div>
              <div className="fs-5" data-testid="product-cogs">
                {formatMoney(data.cogs, data.cogs_currency)}
              </div>
            </Col>
            <Col sm={6} lg={3}>
              <div className="text-body-secondary small">Stock</div>
              <div className="fs-5">{data.stock} units</div>
            </Col>
            <Col sm={6} lg={3}>
              <div className="text-body-secondary small">Main supplier</div>
              <div className="fs-5">{data.supplier?.name ?? '—'}</div>
            </Col>
            <Col sm={6} lg={3}>
              <MinStockForm organisation={ulid} productId={id} editable={editable} />
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <Row>
        <Col lg={6}>
          <ProductSkusCard organisation={ulid} product={data} />
        </Col>
        <Col lg={6}>
          <ProductSuppliersCard organisation={ulid} product={data} />
        </Col>
      </Row>
      <StockPerWarehouseCard organisation={ulid} productId={id} />
      <StockChartCard organisation={ulid} productId={id} />
      <ProductTransfersCard organisation={ulid} productId={id} />
    </div>
  );
}
