import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge, Button, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { salesChannelTypeLabel } from '../../../lib/sales-channel-types.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { salesChannelQueryOptions } from '../api/get-sales-channel.ts';
import { useUpdateSalesChannel } from '../api/update-sales-channel.ts';
import { SalesChannelModal } from '../components/sales-channel-modal.tsx';
import { SalesChannelPerformanceCard } from '../components/sales-channel-performance.tsx';
import { SalesChannelSkus } from '../components/sales-channel-skus.tsx';

export function SalesChannelPage() {
  const id = useRouteId();
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const channel = useQuery(salesChannelQueryOptions(organisationUlid, id));
  const update = useUpdateSalesChannel();
  const [editing, setEditing] = useState(false);

  if (!channel.isSuccess) {
    return (
      <PageState
        title="Sales Channel"
        query={channel}
        loading="Loading sales channel…"
        error="The sales channel could not be loaded."
        notFound="This sales channel does not exist, or it has been deleted."
      >
        <Link to={href('sales-channels.list', { organisation: organisationUlid })}>
          Back to sales channels
        </Link>
      </PageState>
    );
  }
  const data = channel.data;
  return (
    <div data-testid="sales-channel-page">
      <PageHeader
        title={
          <span className="d-inline-flex align-items-center gap-2">
            {data.name} <Badge bg="secondary">{salesChannelTypeLabel(data.type)}</Badge>
          </span>
        }
      >
        <div className="d-flex gap-2">
          <Link
            to={href('sales-channels.list', { organisation: organisationUlid })}
            className="btn btn-outline-secondary"
          >
            All sales channels
          </Link>
          {editable && (
            <Button variant="outline-primary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </div>
      </PageHeader>
      <Row className="g-4 mb-4">
        <Col md={6} lg={3}>
          <Card body className="h-100">
            <div className="small text-body-secondary">Marketplace</div>
            <div className="fw-semibold">
              {data.marketplace ? `${data.marketplace.name} (${data.marketplace.country_code})` : '–'}
            </div>
          </Card>
        </Col>
        <Col md={6} lg={3}>
          <Card body className="h-100">
            <div className="small text-body-secondary">Sources</div>
            {data.report_sources.length === 0 ? (
              <div className="fw-semibold">–</div>
            ) : (
              data.report_sources.map((source) => (
                <div key={source.id} className="fw-semibold">
                  <Link to={href('report-sources.edit', { organisation: organisationUlid, id: source.id })}>
                    {source.name}
                  </Link>
                </div>
              ))
            )}
          </Card>
        </Col>
        <Col md={6} lg={3}>
          <Card body className="h-100">
            <div className="small text-body-secondary">SKUs listed</div>
            <div className="fw-semibold">{data.sku_count.toLocaleString()}</div>
          </Card>
        </Col>
        <Col md={6} lg={3}>
          <Card body className="h-100">
            <div className="small text-body-secondary">Units in stock</div>
            <div className="fw-semibold">{data.stock.toLocaleString()}</div>
          </Card>
        </Col>
      </Row>
      <SalesChannelPerformanceCard organisationUlid={organisationUlid} channelId={data.id} />
      <Card>
        <Card.Header as="h2" className="h5">
          Listed SKUs
        </Card.Header>
        <Card.Body>
          <SalesChannelSkus organisationUlid={organisationUlid} channelId={data.id} />
        </Card.Body>
      </Card>
      {editing && (
        <SalesChannelModal
          organisationUlid={organisationUlid}
          channel={data}
          onClose={() => setEditing(false)}
          onSubmit={async (body) => {
            const saved = await update.mutateAsync({ organisationUlid, id: data.id, body });
            notifySuccess(`${saved.name} was saved.`, 'Sales channels');
          }}
        />
      )}
    </div>
  );
}
