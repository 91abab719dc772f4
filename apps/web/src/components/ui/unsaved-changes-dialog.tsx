import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { UNSAVED_CHANGES_MESSAGE } from '../../lib/unsaved-changes.ts';

/** "Leave this page?" while a navigation waits (`UnsavedChangesPrompt`); Escape or the ✕ stays. */
export function UnsavedChangesDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const titleId = useId();
  return (
    <Modal show onHide={onStay} aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Leave this page?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {UNSAVED_CHANGES_MESSAGE} If you leave, going back to it in this tab (Back, or Forward) shows them
        again; they are saved only when you save the form.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onStay}>
          Stay on this page
        </Button>
        <Button variant="danger" onClick={onLeave}>
          Leave
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
