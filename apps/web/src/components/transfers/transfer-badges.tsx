import type { Transfer, TransferStatus } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

export const STATUS_LABELS: Record<TransferStatus, string> = {
  DRAFT: 'Draft',
  READY: 'Ready',
  SHIPPED: 'Shipped',
  IN_TRANSIT: 'In transit',
  DELIVERED: 'Delivered',
  RECEIVING: 'Receiving',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
  ERROR: 'Error',
};

/** Bootstrap's badge variants, readable in light and dark mode (warning and info take dark text). */
const STATUS_VARIANTS: Record<TransferStatus, { bg: string; text?: 'dark'; className?: string }> = {
  DRAFT: { bg: 'secondary' },
  READY: { bg: 'info', text: 'dark' },
  SHIPPED: { bg: 'primary' },
  IN_TRANSIT: { bg: 'primary' },
  DELIVERED: { bg: 'info', text: 'dark' },
  RECEIVING: { bg: 'warning', text: 'dark' },
  CLOSED: { bg: 'success' },
  // Light with a border: a dark badge would vanish on the dark body.
  CANCELLED: { bg: 'light', text: 'dark', className: 'border' },
  ERROR: { bg: 'danger' },
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const variant = STATUS_VARIANTS[status];
  return (
    <Badge bg={variant.bg} text={variant.text} className={variant.className} data-testid="transfer-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** Why the transfer needs attention: one badge per problem, its message as the visible text. */
export function TransferProblemBadges({ problems }: { problems: Transfer['problems'] }) {
  if (problems.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1" data-testid="transfer-problems">
      {problems.map(({ problem, message }) => (
        <Badge key={problem} bg="danger" className="text-wrap text-start">
          {message}
        </Badge>
      ))}
    </span>
  );
}

/** "Transfer #12" or its name. */
export function transferTitle(transfer: Pick<Transfer, 'id' | 'name'>): string {
  return transfer.name?.trim() ? transfer.name : `Transfer #${transfer.id}`;
}

/** Where the goods come from: the origin warehouse, else the free-text `from`. */
export function originName(transfer: Pick<Transfer, 'outgoing_warehouse' | 'from'>): string {
  return transfer.outgoing_warehouse?.name ?? transfer.from ?? '—';
}

/** Where they go: the destination warehouse, with its fulfilment centre when there is one. */
export function destinationName(
  transfer: Pick<Transfer, 'destination_warehouse' | 'fulfillment_center'>,
): string {
  const warehouse = transfer.destination_warehouse?.name;
  const center = transfer.fulfillment_center?.name;
  if (warehouse && center) return `${warehouse} (${center})`;
  return warehouse ?? center ?? '—';
}
