import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * A small form in a modal: the title (which also names the form), the server's form-wide error
 * above the fields, and Cancel beside the submit button. The form and its state stay with the
 * caller; closing (and resetting) is the caller's `onHide`.
 */
export function FormDialog({
  show = true,
  onHide,
  id,
  title,
  onSubmit,
  error,
  pending,
  submitLabel,
  submitIcon,
  children,
}: {
  show?: boolean;
  onHide: () => void;
  /** Prefix of the title's id, e.g. "new-sku" gives "new-sku-title". */
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `errors.root?.server?.message`. */
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  /** Plus for a dialog that creates, Save for one that changes. */
  submitIcon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={onSubmit} aria-label={title}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={error} />
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancel
          </Button>
          <SubmitButton pending={pending} icon={submitIcon}>
            {submitLabel}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
