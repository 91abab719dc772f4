import type { ShipTransferRequest, TransferItem } from '@backoffice/shared';
import { Send, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';

export interface Shortage {
  sku: string;
  message: string;
}

const SHORTAGE_KEY = /^items\.(\d+)\.quantity_shipped$/;

/**
 * The items the origin holds too few of, from the server's 422 (`items.N.quantity_shipped`:
 * "Only 3 in stock at Hub."), named by their SKU; null when the error is something else.
 */
export function shortagesOf(error: unknown, items: readonly TransferItem[]): Shortage[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const shortages: Shortage[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const match = SHORTAGE_KEY.exec(key);
    if (!match) continue;
    const item = items[Number(match[1])];
    shortages.push({ sku: item?.sku.sku_id ?? `Item ${Number(match[1]) + 1}`, message: messages.join(', ') });
  }
  return shortages.length > 0 ? shortages : null;
}

/**
 * Shipping: the day it left (the transfer's shipping date, else today). When the origin holds
 * fewer units than are shipped, the server refuses and this lists the shortages; "Ship anyway"
 * ships regardless, taking the origin's stock below zero (stock arriving late, counts behind).
 */
export function ShipDialog({
  items,
  originName,
  defaultDate,
  onSubmit,
  onHide,
}: {
  items: readonly TransferItem[];
  originName: string;
  defaultDate: string;
  onSubmit: (request: ShipTransferRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const [date, setDate] = useState(defaultDate);
  const [shortages, setShortages] = useState<Shortage[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  useUnsavedChangesGuard(date !== defaultDate, () => pending);
  const units = items.reduce((sum, item) => sum + item.quantity_shipped, 0);

  const ship = async (allowNegativeStock: boolean) => {
    setPending(true);
    setError(undefined);
    try {
      await onSubmit({
        shipping_date: date || undefined,
        ...(allowNegativeStock ? { allow_negative_stock: true } : {}),
      });
    } catch (failure) {
      const short = shortagesOf(failure, items);
      if (short) setShortages(short);
      else if (isApiError(failure))
        setError(Object.values(failure.errors).flat().join(', ') || failure.message);
      else throw failure;
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ship(shortages !== null);
  };

  return (
    <Modal show onHide={onHide} aria-labelledby="ship-transfer-title">
      <Form noValidate onSubmit={submit} aria-label="Ship transfer">
        <Modal.Header closeButton>
          <Modal.Title id="ship-transfer-title" as="h2" className="h5">
            Ship transfer
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={error} />
          <p>
            {units.toLocaleString()} {units === 1 ? 'unit' : 'units'} of {items.length}{' '}
            {items.length === 1 ? 'SKU' : 'SKUs'} leave {originName} and are in transit until received.
          </p>
          <Form.Group controlId="ship-date" className="mb-3">
            <Form.Label>Shipping date</Form.Label>
            <Form.Control type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          </Form.Group>
          {shortages && (
            <Alert variant="warning" className="mb-0" data-testid="ship-shortages">
              <div className="d-flex align-items-center gap-2 fw-semibold mb-2">
                <TriangleAlert aria-hidden="true" />
                Not enough stock at {originName}
              </div>
              <ul className="mb-2 ps-3">
                {shortages.map((shortage) => (
                  <li key={shortage.sku}>
                    <span className="fw-semibold">{shortage.sku}</span>: {shortage.message}
                  </li>
                ))}
              </ul>
              <div className="small">
                Shipping anyway takes its stock below zero until the count there is corrected.
              </div>
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancel
          </Button>
          <SubmitButton
            pending={pending}
            icon={shortages ? TriangleAlert : Send}
            variant={shortages ? 'warning' : 'primary'}
          >
            {shortages ? 'Ship anyway' : 'Ship'}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
