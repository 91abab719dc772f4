import type { ShipmentStatus } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  WORKING: 'Working',
  READY_TO_SHIP: 'Ready to ship',
  SHIPPED: 'Shipped',
  IN_TRANSIT: 'In transit',
  DELIVERED: 'Delivered',
  CHECKED_IN: 'Checked in',
  RECEIVING: 'Receiving',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
  DELETED: 'Deleted',
  ERROR: 'Error',
};

/** Bootstrap's badge variants, readable in light and dark mode (warning and info take dark text). */
const VARIANTS: Record<ShipmentStatus, { bg: string; text?: 'dark' }> = {
  WORKING: { bg: 'secondary' },
  READY_TO_SHIP: { bg: 'info', text: 'dark' },
  SHIPPED: { bg: 'primary' },
  IN_TRANSIT: { bg: 'primary' },
  DELIVERED: { bg: 'info', text: 'dark' },
  CHECKED_IN: { bg: 'info', text: 'dark' },
  RECEIVING: { bg: 'warning', text: 'dark' },
  CLOSED: { bg: 'success' },
  CANCELLED: { bg: 'secondary' },
  DELETED: { bg: 'secondary' },
  ERROR: { bg: 'danger' },
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const variant = VARIANTS[status];
  return (
    <Badge bg={variant.bg} text={variant.text} data-testid="shipment-status">
      {SHIPMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
