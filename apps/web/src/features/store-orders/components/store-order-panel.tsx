import { href, type StoreOrder } from '@backoffice/shared';
import { Offcanvas, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { FulfillmentChannelBadge, StoreOrderStatusBadge } from './store-order-badges.tsx';

/** City, state, postcode and country, as far as the report gives them. */
function shipTo(order: StoreOrder): string {
  return (
    [order.ship_city, order.ship_state, order.ship_postal_code, order.ship_country]
      .filter(Boolean)
      .join(', ') || '—'
  );
}

/** One order beside the list: its figures and every item (the list row names only the first SKUs). */
export function StoreOrderPanel({
  organisationUlid,
  order,
  onHide,
}: {
  organisationUlid: string;
  order: StoreOrder;
  onHide: () => void;
}) {
  return (
    <Offcanvas show onHide={onHide} placement="end" aria-labelledby="store-order-panel-title">
      <Offcanvas.Header closeButton closeLabel="Close order">
        <Offcanvas.Title id="store-order-panel-title" as="h2" className="h5 text-break">
          Order {order.order_id}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Row className="gy-3 mb-4">
          <DetailField label="Purchased">{new Date(order.purchase_date).toLocaleString()}</DetailField>
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
              </tr>
            ))}
          </tbody>
        </Table>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
