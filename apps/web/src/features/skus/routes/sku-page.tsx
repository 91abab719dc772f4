import { href, type Sku } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Badge, Card, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { SkuThumbnail } from '../../../components/ui/sku-thumbnail.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { skuQueryOptions } from '../api/get-sku.ts';
import { MarketplaceBadges } from '../components/sku-columns.tsx';

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
      <PageState
        title="SKU"
        query={sku}
        loading="Loading SKU…"
        error="The SKU could not be loaded."
        notFound="This SKU does not exist, or it has been deleted."
      >
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
            <Pencil aria-hidden="true" />
            Edit SKU
          </Link>
        )}
      </PageHeader>
      <Card className="mb-4">
        <Card.Body>
          <Row className="gy-3">
            <DetailField label="SKU id">{data.sku_id}</DetailField>
            <DetailField label="ASIN">{data.asin ?? '—'}</DetailField>
            <DetailField label="Name">{data.name ?? '—'}</DetailField>
            <DetailField label="Marketplace title">
              {data.marketplace_title || data.image_url ? (
                <span className="d-flex align-items-start gap-2" data-testid="sku-marketplace-title">
                  <SkuThumbnail
                    url={data.image_url}
                    title={data.marketplace_title ?? data.display_name}
                    size={48}
                  />
                  <span>{data.marketplace_title ?? '—'}</span>
                </span>
              ) : (
                <span className="text-body-secondary">{data.asin ? 'None from Amazon yet' : '—'}</span>
              )}
            </DetailField>
            <DetailField label="Product">
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
            </DetailField>
            <DetailField label="COGS">{formatMoney(data.cogs, data.cogs_currency)}</DetailField>
            <DetailField label="Stock">{data.stock} units</DetailField>
            <DetailField label="Marketplaces">
              <MarketplaceBadges sku={data} />
            </DetailField>
            <DetailField label="Hidden">{data.is_hidden ? 'Yes' : 'No'}</DetailField>
            <DetailField label="Needs attention">{data.needs_attention ? 'Yes' : 'No'}</DetailField>
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
