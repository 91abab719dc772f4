import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';

/** Asks before an action that cannot be taken back (cancel, close): what it does, then Confirm. */
export function ConfirmActionDialog({
  title,
  children,
  confirmLabel,
  icon: Icon,
  variant = 'primary',
  pending,
  onConfirm,
  onHide,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  icon: LucideIcon;
  variant?: string;
  pending: boolean;
  onConfirm: () => void;
  onHide: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Keep it
        </Button>
        <Button variant={variant} disabled={pending} onClick={onConfirm}>
          {pending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <Icon aria-hidden="true" />
          )}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
