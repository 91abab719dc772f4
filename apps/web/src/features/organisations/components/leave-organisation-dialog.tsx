import type { Organisation } from '@backoffice/shared';
import { LogOut } from 'lucide-react';
import { useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/**
 * "Leave <organisation>?": what leaving means, and the server's refusal (the last owner) shown
 * here, where it was asked for. The page runs the leave and moves on.
 */
export function LeaveOrganisationDialog({
  organisation,
  show,
  onHide,
  pending,
  error,
  onConfirm,
}: {
  organisation: Organisation;
  show: boolean;
  onHide: () => void;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Leave {organisation.name}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={error} />
        <p className="mb-0">
          You lose access to its products, stock, orders and settings at once. Its data stays for the rest of
          the team; an admin can invite you again.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          Leave organisation
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
