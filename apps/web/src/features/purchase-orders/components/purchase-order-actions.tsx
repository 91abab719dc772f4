import {
  PURCHASE_ORDER_ACTION_LABELS,
  type PurchaseOrder,
  type PurchaseOrderAction,
  type ReceivePurchaseOrderRequest,
} from '@backoffice/shared';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { ReceiveDialog } from './receive-dialog.tsx';

/** What each step means, said before it is taken. */
const CONFIRMATIONS: Record<Exclude<PurchaseOrderAction, 'receive'>, string> = {
  submit: 'The order is sent to the supplier and can no longer be edited.',
  confirm: 'The supplier has accepted the order.',
  'start-production': 'The supplier has started making the goods.',
  ship: 'The goods are on their way to the warehouse; they can be received from now on.',
  cancel: 'No more units are expected. Units already received stay in stock.',
};

/**
 * The actions the order's status allows (from the server's `allowed_actions`), each asking for
 * confirmation first; Receive opens the receipt dialog.
 */
export function PurchaseOrderActions({
  order,
  pending,
  onAction,
  onReceive,
}: {
  order: PurchaseOrder;
  pending: boolean;
  onAction: (action: Exclude<PurchaseOrderAction, 'receive'>) => Promise<unknown>;
  onReceive: (receipt: ReceivePurchaseOrderRequest) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState<Exclude<PurchaseOrderAction, 'receive'> | null>(null);
  const [receiving, setReceiving] = useState(false);
  return (
    <>
      {order.allowed_actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'cancel' ? 'outline-danger' : action === 'receive' ? 'success' : 'primary'}
          onClick={() => (action === 'receive' ? setReceiving(true) : setConfirming(action))}
        >
          {PURCHASE_ORDER_ACTION_LABELS[action]}
        </Button>
      ))}
      <Modal show={confirming !== null} onHide={() => setConfirming(null)} aria-labelledby="po-confirm-title">
        <Modal.Header closeButton>
          <Modal.Title id="po-confirm-title" as="h2" className="h5">
            {confirming && `${PURCHASE_ORDER_ACTION_LABELS[confirming]}: purchase order ${order.id}?`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{confirming && CONFIRMATIONS[confirming]}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(null)}>
            Back
          </Button>
          <Button
            variant={confirming === 'cancel' ? 'danger' : 'primary'}
            disabled={pending}
            onClick={() => {
              if (!confirming) return;
              void onAction(confirming).finally(() => setConfirming(null));
            }}
          >
            {confirming && PURCHASE_ORDER_ACTION_LABELS[confirming]}
          </Button>
        </Modal.Footer>
      </Modal>
      {receiving && (
        <ReceiveDialog
          order={order}
          onHide={() => setReceiving(false)}
          onReceive={async (receipt) => {
            await onReceive(receipt);
            setReceiving(false);
          }}
        />
      )}
    </>
  );
}
