import { href, type StoreOrder } from '@backoffice/shared';
import { Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';

/**
 * Every item of the order (the list row names only the first SKUs), with its fees: the settlement's,
 * or Amazon's estimate until it states them (marked estimated).
 */
function feesTitle(item: StoreOrder['items'][number]): string | undefined {
  if (item.fees === null) return 'Not in a settlement report yet';
  return item.fees_estimated
    ? 'Amazon’s estimate (its fee preview, per unit × quantity): no settlement report has stated them yet'
    : undefined;
}

export function OrderItemsTable({
  order,
  organisationUlid,
}: {
  order: StoreOrder;
  organisationUlid: string;
}) {
  return (
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
            <td className="text-end text-nowrap" title={feesTitle(item)}>
              {item.fees === null ? '—' : formatMoney(item.fees, item.currency)}
              {item.fees_estimated && (
                <Badge
                  bg="light"
                  text="dark"
                  className="border ms-1"
                  data-testid="store-order-fees-estimated"
                >
                  estimated
                </Badge>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
