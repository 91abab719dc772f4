import type { StoreOrder } from '@backoffice/shared';
import { Button } from 'react-bootstrap';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { FulfillmentChannelBadge, OrderProblemBadges, StoreOrderStatusBadge } from './store-order-badges.tsx';

/** How many of an order's items the list names before "+N more". */
const ITEMS_SHOWN = 2;

/** The first SKUs of an order with their quantities, then how many more. */
function ItemsSummary({ order, onOpen }: { order: StoreOrder; onOpen: () => void }) {
  const shown = order.items.slice(0, ITEMS_SHOWN);
  const more = order.items.length - shown.length;
  return (
    <div data-testid="store-order-items">
      {shown.map((item) => (
        <div key={item.id} className="text-break">
          {item.seller_sku}
          {item.quantity !== 1 && <span className="text-body-secondary"> ×{item.quantity}</span>}
        </div>
      ))}
      {more > 0 && (
        <Button variant="link" size="sm" className="p-0" onClick={onOpen}>
          +{more} more
        </Button>
      )}
    </div>
  );
}

/** The order list's columns; sortable ones name their STORE_ORDER_SORTS value. `onOpen` shows an order's items. */
export function storeOrderColumns(onOpen: (order: StoreOrder) => void): DataTableColumn<StoreOrder>[] {
  return [
    {
      key: 'order_id',
      header: 'Order',
      sortKey: 'order_id',
      cell: (order) => (
        <>
          <Button
            variant="link"
            className="p-0 fw-semibold text-start text-nowrap"
            onClick={() => onOpen(order)}
            data-testid="store-order-open"
          >
            {order.order_id}
          </Button>
          {order.merchant_order_id && (
            <div className="small text-body-secondary text-break">{order.merchant_order_id}</div>
          )}
          <OrderProblemBadges order={order} />
        </>
      ),
    },
    {
      key: 'purchase_date',
      header: 'Purchased',
      sortKey: 'purchase_date',
      cell: (order) => <span className="text-nowrap">{formatDateTime(order.purchase_date)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (order) => <StoreOrderStatusBadge status={order.status} />,
    },
    {
      key: 'channel',
      header: 'Channel',
      cell: (order) => (
        <div className="d-flex flex-column align-items-start gap-1">
          <FulfillmentChannelBadge channel={order.fulfillment_channel} />
          {order.sales_channel_name && <span className="small text-nowrap">{order.sales_channel_name}</span>}
        </div>
      ),
    },
    {
      key: 'units',
      header: 'Units',
      sortKey: 'units',
      align: 'end',
      cell: (order) => order.units.toLocaleString(),
    },
    {
      key: 'items',
      header: 'Items',
      cell: (order) => <ItemsSummary order={order} onOpen={() => onOpen(order)} />,
    },
    {
      key: 'item_total',
      header: 'Total',
      sortKey: 'item_total',
      align: 'end',
      cell: (order) => <span className="text-nowrap">{formatMoney(order.item_total, order.currency)}</span>,
    },
    { key: 'ship_country', header: 'Ships to', cell: (order) => order.ship_country ?? '—' },
  ];
}
