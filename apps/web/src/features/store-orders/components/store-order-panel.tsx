import type { StoreOrder } from '@backoffice/shared';
import { Offcanvas, Row, Spinner } from 'react-bootstrap';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useStoreOrderDetail } from '../hooks/use-store-order-detail.ts';
import { OrderItemsTable } from './order-items-table.tsx';
import { OrderMargin } from './order-margin.tsx';
import { OrderProblems } from './order-problems.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { FulfillmentChannelBadge, StoreOrderStatusBadge } from './store-order-badges.tsx';

/** City, state, postcode and country, as far as the report gives them. */
function shipTo(order: StoreOrder): string {
  return (
    [order.ship_city, order.ship_state, order.ship_postal_code, order.ship_country]
      .filter(Boolean)
      .join(', ') || '—'
  );
}

/**
 * One order beside the list: its problems (and their acknowledgement), figures, margin, every
 * item (the list row names only the first SKUs) and its timeline. The row's order shows at once;
 * the detail (margin, timeline, the latest problems) follows.
 */
export function StoreOrderPanel({
  organisationUlid,
  order: listed,
  onHide,
}: {
  organisationUlid: string;
  order: StoreOrder;
  onHide: () => void;
}) {
  const { detail, order } = useStoreOrderDetail(organisationUlid, listed);
  return (
    <Offcanvas show onHide={onHide} placement="end" aria-labelledby="store-order-panel-title">
      <Offcanvas.Header closeButton closeLabel="Close order">
        <Offcanvas.Title id="store-order-panel-title" as="h2" className="h5 text-break">
          Order {order.order_id}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <OrderProblems order={order} organisationUlid={organisationUlid} />
        <Row className="gy-3 mb-4">
          <DetailField label="Purchased">{formatDateTime(order.purchase_date)}</DetailField>
          <DetailField label="Status">
            <StoreOrderStatusBadge status={order.status} />
          </DetailField>
          <DetailField label="Channel">
            <FulfillmentChannelBadge channel={order.fulfillment_channel} /> {order.sales_channel_name ?? ''}
          </DetailField>
          <DetailField label="Ships to">{shipTo(order)}</DetailField>
          <DetailField label="Items total">{formatMoney(order.item_total, order.currency)}</DetailField>
          <DetailField label="Tax">{formatMoney(order.tax_total, order.currency)}</DetailField>
          <DetailField label="Shipping">{formatMoney(order.shipping_total, order.currency)}</DetailField>
          <DetailField label="Discounts">{formatMoney(order.discount_total, order.currency)}</DetailField>
          {order.is_business_order && <DetailField label="Customer">Business</DetailField>}
          <DetailField label="Margin">
            {detail.data ? (
              <OrderMargin detail={detail.data} organisationUlid={organisationUlid} />
            ) : detail.isError ? (
              '—'
            ) : (
              <Spinner size="sm" role="status" aria-label="Loading the margin" />
            )}
          </DetailField>
        </Row>
        <OrderItemsTable order={order} organisationUlid={organisationUlid} />
        <h3 className="h6 mt-4">Timeline</h3>
        {detail.data ? (
          <OrderTimeline entries={detail.data.timeline} />
        ) : detail.isError ? (
          <p className="text-danger small">The order's timeline could not be loaded.</p>
        ) : (
          <Spinner size="sm" role="status" aria-label="Loading the timeline" />
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
