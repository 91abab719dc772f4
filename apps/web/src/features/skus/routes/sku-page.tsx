import { href, type Sku } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { skuQueryOptions } from '../api/get-sku.ts';
import { MarketplaceBadges } from '../components/sku-columns.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Col sm={6} lg={4}>
      <div className="text-body-secondary small">{label}</div>
      <div>{children}</div>
    </Col>
  );
}

function WarehouseStock({ organisationUlid, sku }: { organisationUlid: string; sku: Sku }) {
  const warehouses = sku.warehouses ?? [];
  if (warehouses.length === 0)
    return (
      <Card.Body>
        <EmptyState>No stock in any warehouse.</EmptyState>
      </Card.Body>
    );
  return (
    <Table responsive className="mb-0 align-middle" aria-label="Stock per warehouse">
      <thead>
        <tr>
          <th scope="col">Warehouse</th>
          <th scope="col" className="text-end">
            Units
          </th>
          <th scope="col" className="text-end">
            Inventory cache
          </th>
          <th scope="col">Out of stock on</th>
        </tr>
      </thead>
      <tbody>
        {warehouses.map((warehouse) => (
          <tr key={warehouse.id}>
            <td>
              <Link to={href('warehouses.show', { organisation: organisationUlid, ulid: warehouse.ulid })}>
                {warehouse.name}
              </Link>
            </td>
            <td className="text-end">{warehouse.warehouse_sku.quantity}</td>
            <td className="text-end">{warehouse.warehouse_sku.inventory_cache ?? '—'}</td>
            <td>{warehouse.warehouse_sku.out_of_stock_date ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function SkuPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = can('editOperationalData');
  const sku = useQuery(skuQueryOptions(organisationUlid, id));

  if (!sku.isSuccess) {
    return (
      <PageState title="SKU" query={sku} loading="Loading SKU…" error="The SKU could not be loaded.">
        <Link to={href('skus', { organisation: organisationUlid })}>Back to SKUs</Link>
      </PageState>
    );
  }
  const data = sku.data;

  return (
    <div data-testid="sku-page">
      <PageHeader title={data.display_name}>
        {editable && (
          <Link
            to={href('skus.edit', { organisation: organisationUlid, id })}
            className="btn btn-outline-primary"
          >
            Edit SKU
          </Link>
        )}
      </PageHeader>
      <Card className="mb-4">
        <Card.Body>
          <Row className="gy-3">
            <Field label="SKU id">{data.sku_id}</Field>
            <Field label="ASIN">{data.asin ?? '—'}</Field>
            <Field label="Name">{data.name ?? '—'}</Field>
            <Field label="Product">
              {data.product ? (
                <Link to={href('products.show', { organisation: organisationUlid, id: data.product.id })}>
                  {data.product.name}
                </Link>
              ) : (
                <>
                  <Badge bg="warning" text="dark">
                    Unmapped
                  </Badge>{' '}
                  <Link to={href('skus.mapping', { organisation: organisationUlid })}>Map it</Link>
                </>
              )}
            </Field>
            <Field label="COGS">{formatMoney(data.cogs, data.cogs_currency)}</Field>
            <Field label="Stock">{data.stock} units</Field>
            <Field label="Marketplaces">
              <MarketplaceBadges sku={data} />
            </Field>
            <Field label="Hidden">{data.is_hidden ? 'Yes' : 'No'}</Field>
            <Field label="Needs attention">{data.needs_attention ? 'Yes' : 'No'}</Field>
          </Row>
        </Card.Body>
      </Card>
      <Card className="mb-4" data-testid="sku-stock">
        <Card.Header as="h2" className="h5">
          Stock per warehouse
        </Card.Header>
        <WarehouseStock organisationUlid={organisationUlid} sku={data} />
      </Card>
    </div>
  );
}
