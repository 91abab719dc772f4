import { STOCK_STATUS_LABELS, STOCK_STATUS_VARIANTS, type StockStatus } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

/** Warning and info badges carry dark text: white on yellow or cyan cannot be read. */
export const badgeText = (variant: string) =>
  variant === 'warning' || variant === 'info' ? 'dark' : undefined;

/**
 * A SKU's health (or one region's), coloured the same on every screen; "Not computed" before its
 * first computation.
 */
export function StockStatusBadge({ status }: { status: StockStatus | null }) {
  if (status === null)
    return (
      <Badge bg="secondary" data-testid="stock-status" data-status="">
        Not computed
      </Badge>
    );
  const variant = STOCK_STATUS_VARIANTS[status];
  return (
    <Badge bg={variant} text={badgeText(variant)} data-testid="stock-status" data-status={status}>
      {STOCK_STATUS_LABELS[status]}
    </Badge>
  );
}
