import {
  canResolveDiscrepancy,
  STATUS_UPDATES,
  type Transfer,
  type TransferAction,
  type TransferStatus,
} from '@backoffice/shared';
import { Ban, CheckCheck, LifeBuoy, Lock, PackageCheck, Send } from 'lucide-react';
import { Button } from 'react-bootstrap';

/** The status-only moves (`PUT {status}`), by the action the machine names them. */
export const STATUS_MOVES = Object.fromEntries(
  Object.entries(STATUS_UPDATES).map(([status, action]) => [action, status]),
) as Partial<Record<TransferAction, TransferStatus>>;

const MOVE_LABELS: Partial<Record<TransferAction, string>> = {
  mark_draft: 'Back to draft',
  mark_ready: 'Mark ready',
  mark_in_transit: 'Mark in transit',
  mark_delivered: 'Mark delivered',
  mark_error: 'Mark error',
};

export type TransferDialog = 'ship' | 'receive' | 'close' | 'cancel' | 'ticket' | 'resolve';

/**
 * What can be done to the transfer now: the actions the server's status machine allows
 * (`allowed_actions`), a ticket once it has shipped, and resolving a discrepancy when there is one.
 */
export function TransferActions({
  transfer,
  pendingMove,
  onOpen,
  onMove,
}: {
  transfer: Transfer;
  /** The status move under way, if any. */
  pendingMove: TransferStatus | undefined;
  onOpen: (dialog: TransferDialog) => void;
  onMove: (status: TransferStatus) => void;
}) {
  const allowed = new Set(transfer.allowed_actions);
  const hasItems = (transfer.items?.length ?? transfer.item_count) > 0;
  const moves = transfer.allowed_actions.filter((action) => STATUS_MOVES[action] !== undefined);
  const ticketable = transfer.shipped_at !== null || transfer.ticket_number !== null;
  return (
    <fieldset className="d-flex flex-wrap gap-2 mb-4" aria-label="Transfer actions">
      {allowed.has('ship') && (
        <Button
          onClick={() => onOpen('ship')}
          disabled={!hasItems}
          title={hasItems ? undefined : 'Add items before shipping'}
        >
          <Send aria-hidden="true" />
          Ship
        </Button>
      )}
      {allowed.has('receive') && (
        <Button onClick={() => onOpen('receive')}>
          <PackageCheck aria-hidden="true" />
          Receive
        </Button>
      )}
      {canResolveDiscrepancy(transfer) && (
        <Button variant="warning" onClick={() => onOpen('resolve')}>
          <CheckCheck aria-hidden="true" />
          Resolve discrepancy
        </Button>
      )}
      {allowed.has('close') && (
        <Button variant="outline-primary" onClick={() => onOpen('close')}>
          <Lock aria-hidden="true" />
          Close
        </Button>
      )}
      {ticketable && (
        <Button variant="outline-primary" onClick={() => onOpen('ticket')}>
          <LifeBuoy aria-hidden="true" />
          {transfer.ticket_number ? 'Update ticket' : 'Raise ticket'}
        </Button>
      )}
      {moves.map((action) => {
        const status = STATUS_MOVES[action] as TransferStatus;
        return (
          <Button
            key={action}
            variant={action === 'mark_error' ? 'outline-danger' : 'outline-secondary'}
            disabled={pendingMove !== undefined}
            onClick={() => onMove(status)}
          >
            {MOVE_LABELS[action]}
          </Button>
        );
      })}
      {allowed.has('cancel') && (
        <Button variant="outline-danger" onClick={() => onOpen('cancel')}>
          <Ban aria-hidden="true" />
          Cancel transfer
        </Button>
      )}
    </fieldset>
  );
}
