import { Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmDeleteButtonProps {
  /** The button's text: "Delete SKU". */
  label: string;
  /** The question: "Delete SKU MUG-1?". */
  title: ReactNode;
  /** What deleting does, so the user knows before confirming. */
  children: ReactNode;
  /** The delete is running: "Confirm delete" waits. */
  pending: boolean;
  /** Runs the delete; the caller closes nothing, it navigates away on success. */
  onConfirm: () => void;
}

/**
 * Every delete asks first: the button opens a dialog saying what goes with the record, and only
 * its "Confirm delete" deletes; "Cancel" (or Escape) closes it with nothing done.
 */
export function ConfirmDeleteButton({
  label,
  title,
  children,
  pending,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {label}
      </Button>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            <Trash2 aria-hidden="true" />
            Confirm delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
