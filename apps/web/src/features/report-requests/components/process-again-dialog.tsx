import { RotateCw } from 'lucide-react';
import { Button, Modal, Spinner } from 'react-bootstrap';

/** Asks before processing a request's document again, and says why it is safe to. */
export function ProcessAgainDialog({
  pending,
  onConfirm,
  onHide,
}: {
  pending: boolean;
  onConfirm: () => void;
  onHide: () => void;
}) {
  return (
    <Modal show onHide={onHide} aria-labelledby="process-again-title">
      <Modal.Header closeButton>
        <Modal.Title id="process-again-title" as="h2" className="h5">
          Process this report again?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Every row of the document is read and written again. Nothing is written twice: orders already here
          are updated as the report states them, stock movements already booked are skipped, and SKUs and
          warehouses already created are reused.
        </p>
        <p className="mb-0">The counts and problems below start over.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <RotateCw aria-hidden="true" />
          )}
          Process again
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
