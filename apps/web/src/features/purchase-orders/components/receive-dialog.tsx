import type { PurchaseOrder, ReceivePurchaseOrderRequest } from '@backoffice/shared';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Form, Table } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';

/** A receipt's id: made once per dialog, so a retried submit is the same receipt (counted once). */
const newReceiptId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * Receiving part or all of a shipped order: per line, the units that arrived now (filled with what
 * is still expected). Sent once with one receipt id; the server adds them to the warehouse's
 * stock through the ledger and moves the order to partially received or received.
 */
export function ReceiveDialog({
  order,
  onHide,
  onReceive,
}: {
  order: PurchaseOrder;
  onHide: () => void;
  onReceive: (receipt: ReceivePurchaseOrderRequest) => Promise<unknown>;
}) {
  const open = (order.lines ?? []).filter((line) => line.quantity_received < line.quantity);
  const [receiptId] = useState(newReceiptId);
  const [expected] = useState<Record<number, string>>(() =>
    Object.fromEntries(open.map((line) => [line.id, String(line.quantity - line.quantity_received)])),
  );
  const [quantities, setQuantities] = useState(expected);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  useUnsavedChangesGuard(
    open.some((line) => quantities[line.id] !== expected[line.id]),
    () => pending,
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(undefined);
    try {
      await onReceive({
        receipt_id: receiptId,
        lines: open.map((line) => ({ line_id: line.id, quantity: Number(quantities[line.id] || 0) })),
      });
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) throw error;
      setErrors(error.errors);
      setMessage(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      id="receive-po"
      title={`Receive purchase order ${order.id}`}
      onHide={onHide}
      onSubmit={(event) => void submit(event)}
      error={message}
      pending={pending}
      submitLabel="Receive"
      submitIcon={PackageCheck}
    >
      <p className="small text-body-secondary">
        Units received now go into {order.warehouse.name}'s stock. Receive the rest later if more is coming.
      </p>
      <Table size="sm" responsive className="align-middle">
        <thead>
          <tr>
            <th>SKU</th>
            <th className="text-end">Still expected</th>
            <th style={{ width: '7rem' }}>Received now</th>
          </tr>
        </thead>
        <tbody>
          {open.map((line, index) => {
            const error = errors[`lines.${index}.quantity`]?.join(', ');
            return (
              <tr key={line.id}>
                <td>{line.sku.display_name}</td>
                <td className="text-end">{line.quantity - line.quantity_received}</td>
                <td>
                  <Form.Control
                    size="sm"
                    inputMode="numeric"
                    aria-label={`Received now of ${line.sku.display_name}`}
                    value={quantities[line.id] ?? ''}
                    isInvalid={error !== undefined}
                    onChange={(event) => setQuantities({ ...quantities, [line.id]: event.target.value })}
                  />
                  <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </FormDialog>
  );
}
