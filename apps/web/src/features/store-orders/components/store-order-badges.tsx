import { ORDER_PROBLEM_RULE_LABELS, type StoreOrder } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

/**
 * Amazon's order statuses as its order reports write them; another status shows as it is, in
 * grey. Variants readable in light and dark mode (warning and info take dark text).
 */
const STATUS_VARIANTS: Record<string, { bg: string; text?: 'dark'; className?: string }> = {
  pending: { bg: 'warning', text: 'dark' },
  shipping: { bg: 'info', text: 'dark' },
  shipped: { bg: 'success' },
  // Light with a border: a dark badge would vanish on the dark body.
  cancelled: { bg: 'light', text: 'dark', className: 'border' },
};

/** The statuses the status filter offers. */
export const STORE_ORDER_STATUSES = ['Pending', 'Shipping', 'Shipped', 'Cancelled'] as const;

export function StoreOrderStatusBadge({ status }: { status: string }) {
  const variant = STATUS_VARIANTS[status.toLowerCase()] ?? { bg: 'secondary' };
  return (
    <Badge bg={variant.bg} text={variant.text} className={variant.className} data-testid="store-order-status">
      {status}
    </Badge>
  );
}

export const FULFILLMENT_CHANNEL_NAMES: Record<StoreOrder['fulfillment_channel'], string> = {
  AFN: 'Fulfilled by Amazon',
  MFN: 'Fulfilled by the merchant',
};

/** AFN (Amazon ships it) or MFN (the seller does), named in full for screen readers and on hover. */
export function FulfillmentChannelBadge({ channel }: { channel: StoreOrder['fulfillment_channel'] }) {
  return (
    <Badge
      bg={channel === 'AFN' ? 'primary' : 'secondary'}
      title={FULFILLMENT_CHANNEL_NAMES[channel]}
      data-testid="store-order-channel"
    >
      {channel}
      <span className="visually-hidden"> ({FULFILLMENT_CHANNEL_NAMES[channel]})</span>
    </Badge>
  );
}

/**
 * The order's problems, one badge per rule with its message on hover: red while they need a
 * look, grey once acknowledged.
 */
export function OrderProblemBadges({
  order,
}: {
  order: Pick<StoreOrder, 'problems' | 'problem_acknowledged_at'>;
}) {
  if (order.problems.length === 0) return null;
  const acknowledged = order.problem_acknowledged_at !== null;
  return (
    <div className="d-flex flex-wrap gap-1 mt-1" data-testid="store-order-problems">
      {order.problems.map((problem) => (
        <Badge
          key={problem.rule}
          bg={acknowledged ? 'secondary' : 'danger'}
          title={problem.message}
          className="text-wrap text-start"
        >
          {ORDER_PROBLEM_RULE_LABELS[problem.rule]}
        </Badge>
      ))}
      {acknowledged && (
        <Badge bg="light" text="dark" className="border">
          Acknowledged
        </Badge>
      )}
    </div>
  );
}
