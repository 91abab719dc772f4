import { DISPUTE_STATUS_LABELS, type DisputeStatus } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

const VARIANTS: Record<DisputeStatus, { bg: string; text?: 'dark'; className?: string }> = {
  OPEN: { bg: 'warning', text: 'dark' },
  SUBMITTED: { bg: 'info', text: 'dark' },
  PENDING: { bg: 'info', text: 'dark' },
  REIMBURSED: { bg: 'success' },
  PARTIALLY_REIMBURSED: { bg: 'primary' },
  REJECTED: { bg: 'danger' },
  // Light with a border: a dark badge would vanish on the dark body.
  CLOSED: { bg: 'light', text: 'dark', className: 'border' },
};

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const variant = VARIANTS[status];
  return (
    <Badge bg={variant.bg} text={variant.text} className={variant.className} data-testid="dispute-status">
      {DISPUTE_STATUS_LABELS[status]}
    </Badge>
  );
}
