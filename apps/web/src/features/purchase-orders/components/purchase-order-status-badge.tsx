import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

/** Bootstrap's colours by how far the order has got: grey drafts, blue on the way, green done. */
const VARIANTS: Record<PurchaseOrderStatus, { bg: string; text?: 'dark'; className?: string }> = {
  DRAFT: { bg: 'secondary' },
  SUBMITTED: { bg: 'info', text: 'dark' },
  CONFIRMED: { bg: 'primary' },
  IN_PRODUCTION: { bg: 'primary' },
  SHIPPED: { bg: 'primary' },
  PARTIALLY_RECEIVED: { bg: 'warning', text: 'dark' },
  RECEIVED: { bg: 'success' },
  // Light with a border: a dark badge would vanish on the dark body.
  CANCELLED: { bg: 'light', text: 'dark', className: 'border' },
};

export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const variant = VARIANTS[status];
  return (
    <Badge
      bg={variant.bg}
      text={variant.text}
      className={variant.className}
      data-testid="purchase-order-status"
    >
      {PURCHASE_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
