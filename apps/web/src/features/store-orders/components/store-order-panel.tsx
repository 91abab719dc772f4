import { href, type StoreOrder, type StoreOrderDetail } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Offcanvas, Row, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useAcknowledgeOrderProblem } from '../api/acknowledge-order-problem.ts';
import { storeOrderQueryOptions } from '../api/get-store-order.ts';
import { AcknowledgeProblemForm } from './acknowledge-problem-form.tsx';
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

/** The order's problems with their reasons, and either who acknowledged them or the form to do so. */
function OrderProblems({ order, organisationUlid }: { order: StoreOrder; organisationUlid: string }) {
  const { can } = useCurrentOrganisation();
  const acknowledge = useAcknowledgeOrderProblem();
  if (order.problems.length === 0) return null;
  const acknowledged = order.problem_acknowledged_at !== null;
  return (
    <Alert variant={acknowledged ? 'secondary' : 'danger'} data-testid="store-order-problem-list">
      <h3 className="h6">{acknowledged ? 'Problems (acknowledged)' : 'Problems'}</h3>
      <ul className="mb-2 ps-3">
        {order.problems.map((problem) => (
          <li key={problem.rule}>{problem.message}</li>
        ))}
      </ul>
      {acknowledged ? (
        <p className="mb-0 small" data-testid="store-order-acknowledgement">
          Acknowledged by {order.problem_acknowledged_by?.name ?? 'a former member'} on{' '}
          {formatDateTime(order.problem_acknowledged_at as string)}: {order.problem_note}
        </p>
      ) : (
        can('editOperationalData') && (
          <AcknowledgeProblemForm
            onSubmit={(body) => acknowledge.mutateAsync({ organisationUlid, id: order.id, body })}
          />
        )
      )}
    </Alert>
  );
}

/** What the margin leaves out: the fees of lines no settlement report has stated yet. */
function feesNote(margin: StoreOrderDetail['margin']): string {
  if (margin.unknown_fees_skus.length === 0) return '';
  const lines = margin.unknown_fees_skus.join(', ');
  return margin.fees === null
    ? '; before marketplace fees, which no settlement report has stated yet'
    : `; before the fees of ${lines}, which no settlement report has stated yet`;
}

/** Price less refunds, COGS of the units kept and the fees known, or which SKUs keep it unknown. */
function OrderMargin({ detail, organisationUlid }: { detail: StoreOrderDetail; organisationUlid: string }) {
  const { margin } = detail;
  if (margin.margin !== null)
    return (
      <span data-testid="store-order-margin">
        {formatMoney(margin.margin, margin.currency)}{' '}
        <span className="small text-body-secondary">
          ({formatMoney(margin.revenue, margin.currency)}
          {margin.refunded !== null && Number(margin.refunded) !== 0 && (
            <> less refunds {formatMoney(margin.refunded, margin.currency)}</>
          )}{' '}
          less COGS {formatMoney(margin.cogs, margin.currency)}
          {margin.fees !== null && <> less fees {formatMoney(margin.fees, margin.currency)}</>}
          {feesNote(margin)})
        </span>
      </span>
    );
  const skuOf = (sellerSku: string) => detail.items.find((item) => item.seller_sku === sellerSku);
  return (
    <span className="small" data-testid="store-order-margin">
      Unknown: no COGS in {margin.currency ?? 'the order’s currency'} for{' '}
      {margin.unknown_cogs_skus.map((sellerSku, index) => {
        const item = skuOf(sellerSku);
        return (
          <span key={sellerSku}>
            {index > 0 && ', '}
            {item ? (
              <Link to={href('skus.edit', { organisation: organisationUlid, id: item.sku_id })}>
                {sellerSku}
              </Link>
            ) : (
              sellerSku
            )}
          </span>
        );
      })}
      .
    </span>
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
  const detail = useQuery(storeOrderQueryOptions(organisationUlid, listed.id));
  const order: StoreOrder = detail.data ?? listed;
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
        <Table responsive size="sm" className="align-middle" aria-label="Order items">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col" className="text-end">
                Qty
              </th>
              <th scope="col" className="text-end">
                Price
              </th>
              <th scope="col" className="text-end">
                Fees
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} data-testid="store-order-item">
                <td className="text-break">
                  <Link to={href('skus.show', { organisation: organisationUlid, id: item.sku_id })}>
                    {item.sku_display_name}
                  </Link>
                  {item.item_status && <div className="small text-body-secondary">{item.item_status}</div>}
                </td>
                <td className="text-end">{item.quantity.toLocaleString()}</td>
                <td className="text-end text-nowrap">{formatMoney(item.item_price, item.currency)}</td>
                <td
                  className="text-end text-nowrap"
                  title={item.fees === null ? 'Not in a settlement report yet' : undefined}
                >
                  {item.fees === null ? '—' : formatMoney(item.fees, item.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
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
